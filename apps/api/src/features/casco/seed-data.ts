import type { RegisterVehicleSeed } from '../../services/state-register/vehicles';

/**
 * The demo trucks, trailers and special machinery get-specialist-vehicle finds (spec part 2 sections 3.4, 7.1),
 * registered in the republic (data only; docs/casco.md lists them). The HD78, the Isuzu, the Atego, the Schmitz
 * trailer and the Caterpillar are core's casco fixtures (@sakta/core/testing), so the stories show what the sandbox
 * answers. The Atego of 2014 is older than 10 years: the dialog shows '"Год выпуска" не старше 10 лет'.
 */

const kz = (v: Omit<RegisterVehicleSeed, 'verify'>): RegisterVehicleSeed => ({ verify: 1, ...v });
const ALMATY = { region_id: 2, big_city: 1, kato: '750000000' } as const;
const ASTANA = { region_id: 1, big_city: 1, kato: '710000000' } as const;

export const CASCO_SEED_VEHICLES: readonly RegisterVehicleSeed[] = [
  // trucks (type 6, program product 1)
  kz({
    type_id: 6,
    number: '456KTA02',
    vin: 'KMFGA17PPMC123456',
    year: '2021',
    color: 'Белый',
    mark: 'Hyundai',
    model: 'HD78',
    engine: ['D4DD7654321', '140', '3907'],
    certificate: 'AF00223344',
    date: '2021-04-12',
    ...ALMATY,
  }),
  kz({
    type_id: 6,
    number: '777FRE01',
    vin: 'JAANQR90LP7100123',
    year: '2024',
    color: 'Синий',
    mark: 'Isuzu',
    model: 'NQR90',
    engine: ['4HK1882211', '155', '5193'],
    certificate: 'AF00556677',
    date: '2024-02-19',
    ...ASTANA,
  }),
  kz({
    type_id: 6,
    number: '214ATG04',
    vin: 'WDB9700231L123456',
    year: '2014',
    color: 'Красный',
    mark: 'Mercedes-Benz',
    model: 'Atego 1218',
    engine: ['OM924LA112233', '177', '4801'],
    certificate: 'AF00114477',
    date: '2014-10-03',
    region_id: 5,
    big_city: 0,
    kato: '150000000',
  }),
  // trailers (type 10, program product 2): no engine
  kz({
    type_id: 10,
    number: '345TRA02',
    vin: 'WSM00000003123456',
    year: '2020',
    color: 'Серый',
    mark: 'Schmitz Cargobull',
    model: 'SKO 24',
    engine: ['', '', ''],
    certificate: 'AF00778899',
    date: '2020-06-02',
    ...ALMATY,
  }),
  kz({
    type_id: 10,
    number: '678TRB01',
    vin: 'WKESD000000612345',
    year: '2022',
    color: 'Белый',
    mark: 'Krone',
    model: 'SD 27',
    engine: ['', '', ''],
    certificate: 'AF00990011',
    date: '2022-09-15',
    ...ASTANA,
  }),
  // special machinery (type 15, program products 3 and 4)
  kz({
    type_id: 15,
    number: '123SPT02',
    vin: 'CAT0320DCGZF01234',
    year: '2019',
    color: 'Жёлтый',
    mark: 'Caterpillar',
    model: '320D2',
    engine: ['C71-4412345', '158', '7010'],
    certificate: 'ST00345678',
    date: '2019-08-20',
    region_id: 6,
    big_city: 0,
    kato: '190000000',
  }),
  kz({
    type_id: 15,
    number: '456SPT01',
    vin: 'JCB3CX4TJL2912345',
    year: '2021',
    color: 'Жёлтый',
    mark: 'JCB',
    model: '3CX',
    engine: ['SB320-40123', '92', '4400'],
    certificate: 'ST00456789',
    date: '2021-05-27',
    ...ASTANA,
  }),
  kz({
    type_id: 15,
    number: '789SPT05',
    vin: 'KMTWA073C01012345',
    year: '2018',
    color: 'Жёлтый',
    mark: 'Komatsu',
    model: 'WA380-8',
    engine: ['SAA6D107E-3345', '191', '6690'],
    certificate: 'ST00567890',
    date: '2018-03-14',
    region_id: 5,
    big_city: 0,
    kato: '150000000',
  }),
];
