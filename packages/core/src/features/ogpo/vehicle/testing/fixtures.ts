import type { Vehicle } from '../../../../shared/parties/vehicle/contract';

/**
 * Vehicles of the stories and tests: a Kazakh-registered one, a Kazakh one whose registration is incomplete, a
 * foreign one (Temporary entry), each as vehicle/get answers it (with when the register answered). The sandbox's
 * register (apps/api services/state-register/vehicles.ts) seeds the same plates, so a story and the demo agree.
 */

/** When the register answered (vehicle/get's `verified_at`). */
const ANSWERED = '2026-11-25 11:00:00';
export const kazakhVehicle: Vehicle = {
  id: null,
  type_id: 4,
  number: '123ABC02',
  vin: 'JTNB11HK103456789',
  year: '2019',
  color: 'Белый',
  mark: 'Toyota',
  model: 'Camry',
  engine: { number: '2AR1234567', power: '181', volume: '2494' },
  registration: {
    number: '123ABC02',
    certificate: 'AA00123456',
    date: '2019-05-14',
    region_id: 2,
    big_city: true,
    kato: '750000000',
  },
  verify: true,
  verified_at: ANSWERED,
};

export const unregisteredVehicle: Vehicle = {
  id: null,
  type_id: 4,
  number: '777KZA01',
  vin: 'XTA210740Y1234567',
  year: '2000',
  color: 'Синий',
  mark: 'ВАЗ',
  model: '21074',
  engine: { number: '2103-7654321', power: '75', volume: '1568' },
  registration: { number: '777KZA01', certificate: '', date: '', region_id: null, big_city: null, kato: '' },
  verify: true,
  verified_at: ANSWERED,
};

export const foreignVehicle: Vehicle = {
  id: null,
  type_id: 4,
  number: 'A123BC777',
  vin: 'WVWZZZ1KZ8W123456',
  year: '2018',
  color: 'Чёрный',
  mark: 'Volkswagen',
  model: 'Golf',
  engine: { number: 'CAX998877', power: '122', volume: '1390' },
  registration: {
    number: 'A123BC777',
    certificate: '7712345678',
    date: '2018-03-01',
    region_id: 17,
    big_city: false,
    kato: '',
  },
  verify: false,
  verified_at: ANSWERED,
};

/** The Kazakh vehicle as the server saved it. */
export const savedKazakhVehicle: Vehicle = { ...kazakhVehicle, id: 41 };
