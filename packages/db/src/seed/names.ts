import type { ContributorType, PayeeType } from '@portal/domain';

// biome-ignore format: a compact word list
export const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Robert', 'Priya', 'Daniel', 'Emily', 'Samuel', 'Grace', 'Luis',
  'Hannah', 'Kevin', 'Olivia', 'Marcus', 'Sofia', 'Ethan', 'Mei', 'Noah', 'Fatima', 'Liam',
  'Chloe', 'Andre', 'Isabel', 'Tyler', 'Nadia', 'Owen', 'Rosa', 'Caleb', 'Leah', 'Diego',
  'Naomi', 'Henry', 'Yuki', 'Jordan', 'Amara', 'Wyatt', 'Elena', 'Isaac', 'Zoe', 'Mateo',
  'Ruth', 'Victor', 'Lena', 'Oscar', 'Ava', 'Tomas', 'Iris', 'Julian', 'Mina', 'Peter',
  'Claire', 'Hugo', 'Tessa', 'Ahmed', 'Nora', 'Felix', 'Paige', 'Rafael', 'Lucy', 'Ben',
  "D'Andre", 'Mary-Kate', 'Jean', 'Kwame', 'Ingrid', 'Raj', 'Siobhan', 'Dmitri', 'Ana', 'Joy',
];

// biome-ignore format: a compact word list
export const LAST_NAMES = [
  'Lopez', 'Chen', 'Johnson', 'Nguyen', 'Patel', 'Okafor', 'Larsen', 'Whitaker', 'Garcia', 'Kim',
  'Smith', 'Brown', 'Martinez', 'Anderson', 'Tanaka', 'Wilson', 'Hernandez', 'Lee', 'Walker',
  'Young', 'Rivera', 'Hall', 'Allen', 'Scott', 'Torres', 'Nelson', 'Hill', 'Ramirez', 'Campbell',
  'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Collins',
  'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Peterson', 'Cooper',
  'Reed', 'Bailey', 'Bell', 'Gomez', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood',
  "O'Brien", 'Van Dyke', 'Jensen', 'Yamamoto', 'Haddad', 'Novak', 'Schmidt', 'Ibrahim', 'Olsen',
];

// biome-ignore format: a compact word list
export const EMPLOYERS = [
  'Portland Public Schools', 'Oregon Health & Science University', 'Providence Health',
  'Nike', 'Intel', 'Multnomah County', 'TriMet', 'Legacy Health', 'Daimler Trucks',
  'Powell\'s Books', 'Portland State University', 'Kaiser Permanente', 'Columbia Sportswear',
  'New Seasons Market', 'City of Beaverton',
];

/** Names of non-person contributors and payees, by their type. */
export const ENTITY_NAMES: Record<Exclude<ContributorType, 'individual' | 'family'>, string[]> = {
  business: [
    'Rose City Bakery LLC',
    'Stumptown Print Co',
    'Willamette Hardware Inc',
    'Burnside Bicycles',
    'Cascade Coffee Roasters',
    'Pearl District Dental',
    'Sellwood Law Group',
    'Alberta Arts Supply',
  ],
  labor: [
    'Portland Association of Teachers PAC',
    'IBEW Local 48',
    'SEIU Local 49',
    'Oregon Nurses Association',
    'Carpenters Local 1503',
  ],
  political_committee: [
    'Friends of Livable Portland',
    'Portlanders for Fair Housing PAC',
    'Oregon Transit Riders PAC',
    'Clean Air Portland Committee',
  ],
  political_party: [
    'Multnomah County Democrats',
    'Oregon Working Families Party',
    'Multnomah County Republicans',
  ],
  unregistered: ['Neighbors for Safe Streets', 'Foster-Powell Block Club', 'Cully Tenants Group'],
  other: [
    'Hawthorne Neighborhood Association',
    'St. Johns Community Fund',
    'Kenton Arts Collective',
  ],
};

/** Payees of expenditures, by payee type. */
export const PAYEE_NAMES: Record<PayeeType, string[]> = {
  individual: ['Jordan Reed', 'Nadia Haddad', 'Owen Jensen', 'Rosa Diaz', 'Peter Novak'],
  family: ['Elena Lopez', 'Marcus Chen'],
  business: [
    'Stumptown Print Co',
    'KXL Radio Advertising',
    'Bridgetown Signs',
    'Comcast Business',
    'Office Depot',
    'US Postal Service',
    'Pacific Polling Group',
    'Hatch Campaign Consulting',
    'Lloyd Center Event Hall',
    'Portland Mercury',
    'Facebook Ads',
    'PGE',
    'Alaska Airlines',
  ],
  labor: ['IBEW Local 48'],
  political_committee: ['Friends of Livable Portland'],
  political_party: ['Multnomah County Democrats'],
  unregistered: ['Neighbors for Safe Streets'],
  other: ['Hawthorne Neighborhood Association', 'Kenton Arts Collective'],
};

const SURNAME_STARTS = [
  'Ash',
  'Bell',
  'Black',
  'Brook',
  'Cald',
  'Carr',
  'Dal',
  'Dun',
  'Ell',
  'Fair',
  'Gold',
  'Hal',
  'Har',
  'Kings',
  'Lang',
  'Lind',
  'Mar',
  'Mont',
  'North',
  'Oak',
  'Pen',
  'Red',
  'Ros',
  'Stan',
  'Thorn',
  'Wal',
  'West',
  'Whit',
  'Wood',
  'Ander',
  'Berg',
  'Chris',
  'Fern',
  'Gal',
  'Haw',
  'Kel',
] as const;
const SURNAME_ENDS = [
  'ley',
  'ford',
  'wood',
  'ton',
  'field',
  'well',
  'by',
  'croft',
  'more',
  'stead',
  'worth',
  'ham',
  'sen',
  'son',
  'ridge',
  'wick',
  'hurst',
  'man',
  'ings',
  'gate',
] as const;

/**
 * Surnames composed from common English place-name parts: a voter file has thousands of
 * different last names, and the matcher's last-name index is only selective with that variety.
 */
export const COMPOSED_LAST_NAMES: readonly string[] = SURNAME_STARTS.flatMap((start) =>
  SURNAME_ENDS.map((end) => `${start}${end}`),
);
