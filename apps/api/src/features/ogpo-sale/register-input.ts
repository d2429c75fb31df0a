import type { PolicyClient, PolicyVehicle } from '@sakta/core';

/**
 * How a sold OGPO policy is written into the register: the parties and vehicles in the register's JSON shapes
 * (the dashboard's policy modal, the termination search, the history panel and the PDFs read them).
 */

export const OGPO_PRODUCT_TITLE = 'ОГПО ВТС';

export interface RegisterParty {
  title: string;
  iin: string;
  person: 1 | 2;
  resident: boolean;
  entrepreneur: boolean;
  surname: string;
  name: string;
  patronymic: string;
  birthday: string;
  phone: string;
}

export function registerParty(c: PolicyClient): RegisterParty {
  const d = c.client;
  const title = d.title || [d.surname, d.name, d.patronymic].filter(Boolean).join(' ');
  return {
    title,
    iin: d.iin,
    person: c.filter.person ? 1 : 2,
    resident: c.filter.resident,
    entrepreneur: c.entrepreneur !== null && !!c.entrepreneur.number,
    surname: d.surname,
    name: d.name,
    patronymic: d.patronymic,
    birthday: d.birthday ?? '',
    phone: d.phone,
  };
}

export function registerVehicle(v: PolicyVehicle) {
  return {
    number: v.number,
    vin: v.vin,
    mark: v.mark,
    model: v.model,
    color: v.color || null,
    year: Number(v.year) || null,
  };
}
