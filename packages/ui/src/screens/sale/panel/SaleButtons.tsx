/**
 * The contract panel's actions (spec part 2 sections 2.1, 5.4, 5.6): 'Рассчитать' (or 'Проверить снова' while the
 * compliance decision is awaited), 'Сохранить черновик', the payment choices and 'Проверить оплату'. Each shows,
 * enables and spins exactly as the view's button says; a disabled one points to the hints that say why.
 */
import type { ActionButton, ContractPanelView } from '@sakta/core/sale';
import { Button, type ButtonVariant } from '../../../primitives/button';
import type { ContractPanelEvent } from './events';

type Buttons = ContractPanelView['buttons'];
type Name = keyof Buttons;

/** Each button's look and event (its label is the view's `labels.buttons[name]`). */
const spec: Record<Name, { variant: ButtonVariant; event: ContractPanelEvent }> = {
  verify: { variant: 'default', event: { type: 'VERIFY' } },
  calculate: { variant: 'default', event: { type: 'CALCULATE' } },
  verifyAgain: { variant: 'default', event: { type: 'VERIFY' } },
  saveDraft: { variant: 'outline', event: { type: 'SAVE_DRAFT' } },
  transfer: { variant: 'default', event: { type: 'CHECKOUT', method: 'transfer' } },
  card: { variant: 'default', event: { type: 'CHECKOUT', method: 'card' } },
  kaspi: { variant: 'default', event: { type: 'CHECKOUT', method: 'kaspi' } },
  checkPayment: { variant: 'secondary', event: { type: 'CHECK_PAYMENT' } },
};

/** The two rows: preparing the contract, then paying for it. */
const rows: Name[][] = [
  ['verify', 'calculate', 'verifyAgain', 'saveDraft'],
  ['transfer', 'card', 'kaspi', 'checkPayment'],
];

function ViewButton({
  name,
  label,
  button,
  describedBy,
  send,
}: {
  name: Name;
  label: string;
  button: ActionButton;
  describedBy: string | undefined;
  send: (event: ContractPanelEvent) => void;
}) {
  const { variant, event } = spec[name];
  const disabled = !button.enabled;
  return (
    <Button
      variant={variant}
      data-button={name}
      disabled={disabled}
      loading={button.busy}
      aria-describedby={disabled && !button.busy ? describedBy : undefined}
      onClick={() => send(event)}
    >
      {label}
    </Button>
  );
}

export interface SaleButtonsProps {
  buttons: Buttons;
  labels: ContractPanelView['labels']['buttons'];
  /** The ids of the hints (space-separated) that describe a held button, when there are hints. */
  describedBy: string | undefined;
  send: (event: ContractPanelEvent) => void;
}

export function SaleButtons({ buttons, labels, describedBy, send }: SaleButtonsProps) {
  return (
    <div data-slot="sale-buttons" className="grid gap-2">
      {rows.map((row) => {
        const shown = row.filter((name) => buttons[name].shown);
        if (shown.length === 0) return null;
        return (
          <div key={row[0]} className="flex flex-wrap gap-2">
            {shown.map((name) => (
              <ViewButton
                key={name}
                name={name}
                label={labels[name]}
                button={buttons[name]}
                describedBy={describedBy}
                send={send}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
