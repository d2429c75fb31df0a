import type { ComponentType } from 'react';
import type { RouteId } from '@sakta/core';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/**
 * The screens that exist. A route of core's table that is not listed here is not built yet: it is absent from
 * the router (its path shows not-found), from the menu and from the home tiles.
 * Every screen is a lazy module exporting `Component` (src/router.tsx loads it when the page is first shown).
 */
export const screens: Partial<Record<RouteId, RouteModule>> = {
  kdp: () => import('./routes/kdp'),
  funcOtp: () => import('./routes/func-otp'),
  epay: () => import('./routes/epay'),
  login: () => import('./routes/login'),
  reset: () => import('./routes/reset'),
  instruction: () => import('./routes/instruction'),
  index: () => import('./routes/index'),
  dashboard: () => import('./routes/dashboard'),
  termination: () => import('./routes/termination'),
  ogpo: () => import('./routes/ogpo'),
  properties: () => import('./routes/properties'),
  casco: () => import('./routes/casco'),
  adminProducts: () => import('./routes/admin-products'),
  adminVersions: () => import('./routes/admin-versions'),
  adminAgreement: () => import('./routes/admin-agreement'),
  branches: () => import('./routes/branches'),
  terminals: () => import('./routes/terminals'),
  profile: () => import('./routes/profile'),
  profileAvr: () => import('./routes/profile-avr'),
  notFound: () => import('./routes/not-found'),
  drafts: () => import('./routes/drafts'),
  podfts: () => import('./routes/podfts'),
  operatorError: () => import('./routes/operator-error'),
  traveling: () => import('./routes/traveling'),
  policies: () => import('./routes/policies'),
};

export const isBuilt = (id: RouteId): boolean => id in screens;
