/**
 * The demo content of the vehicle and licence register (data only; the e2e fixtures may read it). Plates and VINs
 * of the first three match core's fixtures (@sakta/core/ogpo/vehicle testing/fixtures.ts), so the stories show
 * what the sandbox answers.
 */

export interface SeedVehicle {
  verify: 0 | 1;
  type_id: number;
  number: string;
  vin: string;
  year: string;
  color: string;
  mark: string;
  model: string;
  engine: [number: string, power: string, volume: string];
  certificate: string;
  date: string;
  region_id: number | null;
  big_city: 0 | 1 | null;
  kato: string;
}

const kz = (v: Omit<SeedVehicle, 'verify'>): SeedVehicle => ({ verify: 1, ...v });
const foreign = (v: Omit<SeedVehicle, 'verify' | 'region_id' | 'big_city' | 'kato'>): SeedVehicle => ({
  verify: 0,
  region_id: 17,
  big_city: 0,
  kato: '',
  ...v,
});

export const SEED_VEHICLES: readonly SeedVehicle[] = [
  // Kazakh-registered, complete registration
  kz({
    type_id: 4,
    number: '123ABC02',
    vin: 'JTNB11HK103456789',
    year: '2019',
    color: 'Белый',
    mark: 'Toyota',
    model: 'Camry',
    engine: ['2AR1234567', '181', '2494'],
    certificate: 'AA00123456',
    date: '2019-05-14',
    region_id: 2,
    big_city: 1,
    kato: '750000000',
  }),
  kz({
    type_id: 4,
    number: '001AAA01',
    vin: 'KMHJ381ABMU123456',
    year: '2021',
    color: 'Серый',
    mark: 'Hyundai',
    model: 'Tucson',
    engine: ['G4NA7654321', '150', '1999'],
    certificate: 'AB00456789',
    date: '2021-09-20',
    region_id: 1,
    big_city: 1,
    kato: '710000000',
  }),
  kz({
    type_id: 4,
    number: '450KZD05',
    vin: 'XTAGFK330LY123456',
    year: '2020',
    color: 'Красный',
    mark: 'Lada',
    model: 'Vesta',
    engine: ['21129-4455667', '106', '1596'],
    certificate: 'AC00987654',
    date: '2020-02-11',
    region_id: 6,
    big_city: 0,
    kato: '194000000',
  }),
  kz({
    type_id: 4,
    number: '912BCA13',
    vin: 'Z94CB41AAHR123456',
    year: '2017',
    color: 'Серебристый',
    mark: 'Kia',
    model: 'Rio',
    engine: ['G4FG1122334', '123', '1591'],
    certificate: 'AD00246810',
    date: '2017-07-03',
    region_id: 19,
    big_city: 0,
    kato: '512000000',
  }),
  kz({
    type_id: 4,
    number: '330MNO16',
    vin: 'XWBJA69V9NA123456',
    year: '2022',
    color: 'Чёрный',
    mark: 'Chevrolet',
    model: 'Cobalt',
    engine: ['B15D2998877', '106', '1485'],
    certificate: 'AE00135791',
    date: '2022-04-28',
    region_id: 16,
    big_city: 0,
    kato: '591000000',
  }),
  kz({
    type_id: 6,
    number: '808TRK09',
    vin: 'XTC549005M2512345',
    year: '2021',
    color: 'Оранжевый',
    mark: 'КамАЗ',
    model: '5490',
    engine: ['ISB6.7E5300', '300', '6700'],
    certificate: 'AF00112233',
    date: '2021-11-15',
    region_id: 9,
    big_city: 0,
    kato: '311000000',
  }),
  kz({
    type_id: 5,
    number: '101BUS07',
    vin: 'KMJHD17BP9C123456',
    year: '2019',
    color: 'Белый',
    mark: 'Hyundai',
    model: 'County',
    engine: ['D4DD5544332', '140', '3907'],
    certificate: 'AG00334455',
    date: '2019-03-22',
    region_id: 7,
    big_city: 0,
    kato: '231000000',
  }),
  kz({
    type_id: 8,
    number: '12AB02',
    vin: 'JH2PC4410LK123456',
    year: '2020',
    color: 'Синий',
    mark: 'Honda',
    model: 'CB500X',
    engine: ['PC64E123456', '47', '471'],
    certificate: 'AH00556677',
    date: '2020-06-01',
    region_id: 2,
    big_city: 1,
    kato: '750000000',
  }),
  // Kazakh-registered, registration incomplete: 'По данному ТС нет регистрации…'
  kz({
    type_id: 4,
    number: '777KZA01',
    vin: 'XTA210740Y1234567',
    year: '2000',
    color: 'Синий',
    mark: 'ВАЗ',
    model: '21074',
    engine: ['2103-7654321', '75', '1568'],
    certificate: '',
    date: '',
    region_id: null,
    big_city: null,
    kato: '',
  }),
  kz({
    type_id: 4,
    number: '055XYZ10',
    vin: 'WDD2120481A123456',
    year: '2015',
    color: 'Серебристый',
    mark: 'Mercedes-Benz',
    model: 'E200',
    engine: ['M274E20123', '184', '1991'],
    certificate: 'AJ00778899',
    date: '',
    region_id: 12,
    big_city: null,
    kato: '391000000',
  }),
  // Foreign-registered (Temporary entry), region 17
  foreign({
    type_id: 4,
    number: 'A123BC777',
    vin: 'WVWZZZ1KZ8W123456',
    year: '2018',
    color: 'Чёрный',
    mark: 'Volkswagen',
    model: 'Golf',
    engine: ['CAX998877', '122', '1390'],
    certificate: '7712345678',
    date: '2018-03-01',
  }),
  foreign({
    type_id: 4,
    number: '01KG123ABC',
    vin: 'JTMHV05J604123456',
    year: '2016',
    color: 'Белый',
    mark: 'Toyota',
    model: 'Land Cruiser 200',
    engine: ['1VD0123456', '249', '4461'],
    certificate: 'KG0045678',
    date: '2016-10-12',
  }),
  foreign({
    type_id: 4,
    number: '01A777AA',
    vin: 'XWBJF69V0LA123456',
    year: '2020',
    color: 'Серый',
    mark: 'Chevrolet',
    model: 'Cobalt',
    engine: ['B15D2112233', '106', '1485'],
    certificate: 'UZ1122334',
    date: '2020-08-19',
  }),
  foreign({
    type_id: 4,
    number: 'BAB1234',
    vin: 'WBAKS410X00123456',
    year: '2019',
    color: 'Синий',
    mark: 'BMW',
    model: 'X5',
    engine: ['B57D30A1234', '265', '2993'],
    certificate: 'DE7733445',
    date: '2019-12-02',
  }),
  foreign({
    type_id: 6,
    number: '1234УНБ',
    vin: 'JHHZCL2H50K123456',
    year: '2012',
    color: 'Зелёный',
    mark: 'Hino',
    model: '300',
    engine: ['N04C-TF1234', '150', '4009'],
    certificate: 'MN5566778',
    date: '2012-05-30',
  }),
  // Verification outcomes of the sale (ogpo/seed.ts): a wanted car, a car on the sanctions list.
  kz({
    type_id: 4,
    number: '404WNT02',
    vin: 'WDD2130421A123456',
    year: '2017',
    color: 'Чёрный',
    mark: 'Mercedes-Benz',
    model: 'E200',
    engine: ['M274920123456', '184', '1991'],
    certificate: 'AA00404404',
    date: '2017-10-03',
    region_id: 2,
    big_city: 1,
    kato: '750000000',
  }),
  kz({
    type_id: 4,
    number: '200LCR01',
    vin: 'JTMHV05J704200200',
    year: '2016',
    color: 'Белый',
    mark: 'Toyota',
    model: 'Land Cruiser 200',
    engine: ['1VD0123456', '249', '4461'],
    certificate: 'AB00200200',
    date: '2016-07-21',
    region_id: 1,
    big_city: 1,
    kato: '710000000',
  }),
];

export interface SeedLicence {
  iin: string | null;
  holder: string;
  country_id: number;
  number: string;
  issued: string;
}

/**
 * The residents' licences of the shared demo data (/work/notes/ogpo-common.md; 951228400660 has none) and a few
 * non-residents' (the clients register's non-residents: Mueller has an IIN, the others are found by no lookup).
 */
export const SEED_LICENCES: readonly SeedLicence[] = [
  { iin: '850315300128', holder: '', country_id: 1, number: 'BN123456', issued: '2005-06-10' },
  { iin: '900722400456', holder: '', country_id: 1, number: 'AA654321', issued: '2012-09-03' },
  { iin: '020412600914', holder: '', country_id: 1, number: 'KZ001234', issued: '2025-08-14' },
  { iin: '600501300336', holder: '', country_id: 1, number: 'AB111222', issued: '1985-02-11' },
  { iin: '990101400555', holder: '', country_id: 1, number: 'AC777888', issued: '2019-04-25' },
  { iin: '860830400106', holder: 'MUELLER ANNA', country_id: 13, number: 'DE4471K09', issued: '2011-04-18' },
  { iin: null, holder: 'Ганболд Батбаяр', country_id: 16, number: 'MN0345871', issued: '2021-10-05' },
  { iin: null, holder: 'Қасымұлы Нұрлан', country_id: 15, number: 'KG7788123', issued: '2014-07-22' },
  { iin: null, holder: 'AHMADI REZA', country_id: 31, number: 'IR55123987', issued: '2015-01-20' },
  // the sale's verification demo clients (ogpo/seed.ts)
  { iin: '790214300016', holder: '', country_id: 1, number: 'BN790214', issued: '2001-03-01' },
  { iin: '750612300022', holder: '', country_id: 1, number: 'BN750612', issued: '1996-07-01' },
  { iin: '680925400035', holder: '', country_id: 1, number: 'BN680925', issued: '1990-10-01' },
  { iin: '820405300042', holder: '', country_id: 1, number: 'BN820405', issued: '2003-05-01' },
];
