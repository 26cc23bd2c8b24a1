/**
 * The demo plates and policy numbers of server/reference/data/policies.csv with what each must
 * give on a demo incident date; the same table is in docs/demo-data.md.
 */
export const DEMO_DATE = '2026-05-10';

export interface DemoCase {
  what: string;
  licensePlate?: string;
  policyId?: string;
  date: string;
  products: { liability: boolean; casco: boolean; minicasco: boolean; cascoProductCode: string };
}

const none = { liability: false, casco: false, minicasco: false, cascoProductCode: 'HPL' };

export const DEMO_CASES: DemoCase[] = [
  {
    what: 'PZP + CASCO',
    licensePlate: 'BA111AA',
    date: DEMO_DATE,
    products: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
  },
  {
    what: 'PZP only',
    licensePlate: 'BA222BB',
    date: DEMO_DATE,
    products: { liability: true, casco: false, minicasco: false, cascoProductCode: 'HPL' },
  },
  {
    what: 'PZP + MINICASCO',
    licensePlate: 'KE333CC',
    date: DEMO_DATE,
    products: { liability: true, casco: false, minicasco: true, cascoProductCode: 'HPL' },
  },
  {
    what: 'CASCO only, no liability',
    licensePlate: 'ZA444DD',
    date: DEMO_DATE,
    products: { liability: false, casco: true, minicasco: false, cascoProductCode: 'HPL' },
  },
  { what: 'expired (to 2025-06-30), incident after', licensePlate: 'NR555EE', date: DEMO_DATE, products: none },
  {
    what: 'expired (to 2025-06-30), incident before',
    licensePlate: 'NR555EE',
    date: '2025-03-01',
    products: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HAV' },
  },
  { what: 'starts 2030-01-01', licensePlate: 'TT666FF', date: DEMO_DATE, products: none },
  {
    what: 'business holder, PZP + CASCO',
    licensePlate: 'BL777GG',
    date: DEMO_DATE,
    products: { liability: true, casco: true, minicasco: false, cascoProductCode: 'HPL' },
  },
  {
    what: 'responsible party with PZP',
    licensePlate: 'BA888HH',
    date: DEMO_DATE,
    products: { liability: true, casco: false, minicasco: false, cascoProductCode: 'HPL' },
  },
  { what: 'plate unknown to the register', licensePlate: 'BA000ZZ', date: DEMO_DATE, products: none },
  { what: 'responsible party without PZP (unknown plate)', licensePlate: 'TN000XX', date: DEMO_DATE, products: none },
  {
    what: 'CASCO policy number without plate',
    policyId: '5010000099',
    date: DEMO_DATE,
    products: { liability: false, casco: true, minicasco: false, cascoProductCode: 'HAV' },
  },
  {
    what: 'PZP policy number without plate',
    policyId: '4010000098',
    date: DEMO_DATE,
    products: { liability: true, casco: false, minicasco: false, cascoProductCode: 'HPL' },
  },
];
