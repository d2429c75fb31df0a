import type { RouteId } from '@sakta/core';
import {
  BookOpen,
  Building2,
  Briefcase,
  Car,
  CarFront,
  ChartPie,
  CircleAlert,
  ClipboardCheck,
  CreditCard,
  FilePen,
  FileText,
  FileX,
  House,
  Layers,
  Package,
  ShieldCheck,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';

const icons: Partial<Record<RouteId, LucideIcon>> = {
  index: House,
  dashboard: ChartPie,
  adminProducts: Package,
  adminVersions: Layers,
  adminAgreement: ClipboardCheck,
  branches: Users,
  drafts: FilePen,
  policies: FileText,
  podfts: ShieldCheck,
  ogpo: Car,
  properties: Building2,
  casco: CarFront,
  termination: FileX,
  operatorError: CircleAlert,
  instruction: BookOpen,
  profile: User,
  terminals: CreditCard,
};

/** The icon of a route in the menu and on home tiles (purely decorative). */
export function RouteIcon({ id, className }: { id: string; className?: string }) {
  const Icon = icons[id as RouteId] ?? Briefcase;
  return <Icon className={className} aria-hidden="true" />;
}
