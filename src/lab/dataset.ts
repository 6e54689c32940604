import type { LabRow } from './types';

type RowValues = Omit<LabRow, 'id'>;

const row = (
  firstName: string | null,
  lastName: string | null,
  age: number | null,
  country: string | null,
  languages: readonly string[] | null,
  plan: string | null,
  isMember: boolean | null,
  newsletter: boolean | null,
  orders: number | null,
  birthdate: string | null,
  notes: string | null,
): RowValues => ({
  firstName,
  lastName,
  age,
  country,
  languages,
  plan,
  isMember,
  newsletter,
  orders,
  birthdate,
  notes,
});

/**
 * The query lab's sample table: customers whose values are chosen to tell the engines apart. Numbers
 * that sort differently as text (9, 100), names that differ only in case or accents, apostrophes and
 * the LIKE wildcards `%` and `_` in text, a note on two lines, an empty string, nulls in every column, and
 * birth dates on both sides of year boundaries.
 */
export const labRows: readonly LabRow[] = [
  row('Steve', 'Smith', 34, 'US', ['en'], 'pro', true, true, 12, '1990-06-15', 'Prefers email'),
  row('Stefan', 'Müller', 29, 'DE', ['de', 'en'], 'basic', false, true, 3, '1995-01-01', 'Call before 5 pm'),
  row('Stéphane', 'Dubois', 41, 'CA', ['fr', 'en'], 'enterprise', true, false, 25, '1983-12-31', 'Café owner'),
  row('steve', 'jobs', 28, 'US', ['en'], 'basic', false, false, 2, '1996-02-29', 'lowercase name on purpose'),
  row('STELLA', 'Ng', 9, 'US', ['en', 'es'], 'basic', null, true, 0, '2015-03-03', null),
  row('Stella', "O'Brien", 100, 'CA', ['en'], 'pro', true, true, 20, '1924-11-11', "O'Brien's account: 50% off"),
  row('Ana', 'García', 35, 'BR', ['es', 'en'], 'pro', true, true, 7, '1989-07-20', 'VIP since 2019'),
  row('Ana Lucía', 'Pérez', 22, 'BR', ['es'], 'basic', false, true, 1, '2002-01-01', 'vip referral'),
  row('João', 'Silva', 57, 'BR', null, 'enterprise', true, false, 44, '1967-05-05', 'Pays by invoice'),
  row('Priya', 'Patel', 31, 'IN', ['hi', 'en'], 'pro', true, true, 16, '1993-09-09', 'prefers_phone'),
  row('Rahul', 'Sharma', 45, 'IN', ['hi'], 'basic', false, false, 5, '1979-12-31', 'Underscore_in_note'),
  row('Aarav', 'Kumar', 19, 'IN', ['hi', 'en'], 'basic', null, null, null, '2005-01-01', ''),
  row('Yuki', 'Tanaka', 38, 'JP', ['ja'], 'enterprise', true, true, 30, '1986-04-01', 'Tokyo office'),
  row('Haruto', 'Sato', 26, 'JP', ['ja', 'en'], 'pro', false, true, 9, '1998-08-08', '100% satisfied'),
  row('Hana', 'Suzuki', null, 'JP', ['ja'], 'basic', false, false, 0, null, 'Age not given'),
  row('Liam', 'Brown', 52, 'CA', ['en', 'fr'], 'pro', true, false, 21, '1972-01-01', 'Renewal due'),
  row('Émilie', 'Tremblay', 33, 'CA', ['fr'], 'basic', true, true, 2, '1991-12-31', 'Prefers French'),
  row('Olivia', 'Wilson', 27, 'US', ['en'], 'enterprise', true, true, 19, '1997-03-15', 'path C:\\Users\\olivia'),
  row('Noah', "D'Angelo", 63, 'US', ['en', 'es'], 'basic', false, true, 4, '1961-10-10', "It's complicated"),
  row('Emma', '', 24, 'US', ['en'], 'pro', true, null, 8, '2000-01-01', 'Last name left blank'),
  row('Lukas', 'Schmidt', 48, 'DE', ['de'], 'enterprise', true, true, 60, '1976-06-06', 'Annual contract'),
  row('Mia', 'Weber', 30, 'DE', ['de', 'en', 'fr'], 'pro', false, false, 11, '1994-12-31', null),
  row('Jonas', 'Becker', 39, 'DE', ['de'], 'basic', null, true, 2, '1985-01-01', 'VIP'),
  row('Sofia', 'Oliveira', 29, 'BR', ['es'], 'pro', true, true, 20, '1995-05-17', 'Asked for a refund'),
  row('Arjun', 'Reddy', 36, 'IN', ['hi', 'en'], 'enterprise', false, false, 33, '1988-02-29', 'Net 30 terms'),
  row(
    'Sakura',
    'Ito',
    44,
    'JP',
    ['ja', 'en'],
    'basic',
    true,
    false,
    1,
    '1980-01-01',
    'Ships to Osaka\nNo Sunday delivery',
  ),
  row('Ethan', 'Miller', 71, 'US', ['en'], 'basic', false, true, 99, '1953-12-31', 'Retired teacher'),
  row('Chloé', 'Roy', 18, 'CA', ['fr', 'en'], 'basic', false, true, 0, '2006-12-31', 'Student discount'),
  row('Lucas', 'Santos', 50, 'BR', ['es', 'en'], 'enterprise', true, true, 100, '1974-07-07', 'Top customer'),
  row('Ananya', 'Iyer', 23, 'IN', ['hi'], 'pro', true, false, 6, '2001-12-31', 'Back\\slash in note'),
  row('Ren', 'Kobayashi', 34, 'JP', ['ja'], 'pro', false, true, 14, '1990-01-01', 'Prefers chat'),
  row('Grace', 'Lee', 42, 'US', ['en', 'ko'], 'pro', true, true, 2, '1982-08-21', 'Refers friends'),
  row('Mateo', 'López', 8, 'US', ['es'], 'basic', null, false, null, '2016-01-01', 'Account held by parent'),
  row('Felix', 'Wagner', 60, 'DE', ['de', 'en'], 'basic', false, false, 3, '1964-12-31', 'Paper invoices'),
  row('Aiko', null, 32, 'JP', ['ja', 'en'], 'enterprise', true, true, 27, '1992-02-02', 'Last name unknown'),
  row(null, 'Anonymous', null, null, null, null, null, null, null, null, null),
  row('Zoë', 'Martin', 25, null, ['fr'], 'pro', true, true, 10, '1999-12-31', 'Country not given'),
  row('Max', 'Fischer', 37, 'DE', ['de'], 'Pro', false, true, 5, '1987-11-30', 'Plan typed in mixed case'),
  row('Isabela', 'Costa', 21, 'BR', ['es', 'en'], 'basic', false, null, 15, '2003-06-30', 'steve referred her'),
  row('Kevin', 'Stevens', 46, 'US', ['en'], 'enterprise', true, false, 28, '1978-01-01', 'Ste% promo code'),
].map((values, index) => ({ id: index + 1, ...values }));

/** The demo's field names in the order the table shows its columns. */
export const labColumns = [
  'firstName',
  'lastName',
  'age',
  'country',
  'languages',
  'plan',
  'isMember',
  'newsletter',
  'orders',
  'birthdate',
  'notes',
] as const satisfies readonly (keyof LabRow)[];

/** Shape of a row that JSON-based engines read: the same values, arrays and booleans included. */
export const labDocuments = (): Record<string, unknown>[] => labRows.map((r) => ({ ...r, languages: r.languages }));
