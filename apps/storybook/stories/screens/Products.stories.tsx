import type { Meta, StoryObj } from '@storybook/react-vite';
import { PRODUCT_CATALOGUE, type Product } from '@sakta/core';
import { MODEL_PRODUCTS } from '@sakta/core/testing';
import { ProductsScreen } from '@sakta/ui';
import { catalogueHandlers, catalogueView, loadFailed, loaded } from '../fixtures-catalogue';

/**
 * /admin/products (spec part 1 section 2 "Products and versions admin") in every state of core's catalogue
 * machine: each `view` is the real machine after the listed events.
 */
const meta = {
  title: 'Screens/Admin/Products',
  tags: ['hand'],
  component: ProductsScreen,
  parameters: {
    hand: 'the products catalogue with a new product typed',
    layout: 'padded',
  },
  args: {
    view: catalogueView<Product>(PRODUCT_CATALOGUE, [loaded(MODEL_PRODUCTS)]),
    ...catalogueHandlers(),
  },
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (events: Parameters<typeof catalogueView>[1]): Story => ({
  args: { view: catalogueView<Product>(PRODUCT_CATALOGUE, events) },
});

/** The table: ID, code, title, description, created, the status switch, actions; the residents' OGPO is off. */
export const Table: Story = {};
/** No product: 'Нет записи'. */
export const Empty = story([loaded([])]);
/** The list could not be loaded: the message and 'Повторить'. */
export const Failed = story([loadFailed]);
/** 'Добавить': the empty modal; 'Создать' waits for code and title. */
export const AddEmpty = story([loaded(MODEL_PRODUCTS), { type: 'ADD' }]);
/** The new product's code and title typed: 'Создать' enabled. */
export const AddFilled = story([
  loaded(MODEL_PRODUCTS),
  { type: 'ADD' },
  { type: 'CHANGE', field: 'code', value: 'VZR_EU' },
  { type: 'CHANGE', field: 'title', value: 'Туризм' },
]);
/** Editing a product: the form filled from the row, 'Обновить'. */
export const Edit = story([loaded(MODEL_PRODUCTS), { type: 'EDIT', id: 2 }]);
/** Saving: the modal busy. */
export const Saving = story([loaded(MODEL_PRODUCTS), { type: 'EDIT', id: 2 }, { type: 'SAVE' }]);
/** The delete confirmation 'Удалить {title}?'. */
export const ConfirmDelete = story([loaded(MODEL_PRODUCTS), { type: 'DELETE', id: 2 }]);
/** A switch being changed: the table's actions wait. */
export const Switching = story([loaded(MODEL_PRODUCTS), { type: 'TOGGLE', id: 1 }]);
