import type { Random } from './random';

/** Every seeded Portland point lies inside this box (the city's extent, roughly). */
export const PORTLAND_BOX = { south: 45.43, north: 45.6, west: -122.8, east: -122.47 } as const;

export interface Place {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

/** Portland zip codes with their approximate centres; points are scattered around them. */
// biome-ignore format: a compact table
const PORTLAND_ZIPS: readonly (readonly [string, number, number])[] = [
  ['97201', 45.507, -122.69], ['97202', 45.483, -122.645], ['97203', 45.59, -122.745],
  ['97204', 45.518, -122.676], ['97205', 45.521, -122.689], ['97206', 45.482, -122.6],
  ['97209', 45.53, -122.685], ['97210', 45.545, -122.73], ['97211', 45.566, -122.65],
  ['97212', 45.544, -122.643], ['97213', 45.537, -122.6], ['97214', 45.514, -122.643],
  ['97215', 45.515, -122.6], ['97216', 45.514, -122.557], ['97217', 45.588, -122.69],
  ['97218', 45.575, -122.6], ['97219', 45.455, -122.705], ['97220', 45.55, -122.56],
  ['97221', 45.498, -122.73], ['97227', 45.543, -122.675], ['97230', 45.555, -122.5],
  ['97232', 45.529, -122.643], ['97233', 45.515, -122.5], ['97236', 45.483, -122.51],
  ['97239', 45.49, -122.69], ['97266', 45.483, -122.56],
];

export const PORTLAND_STREETS = [
  'SE Hawthorne Blvd',
  'NE Alberta St',
  'N Mississippi Ave',
  'SE Division St',
  'NW 23rd Ave',
  'NE Broadway',
  'SW Capitol Hwy',
  'N Lombard St',
  'SE Belmont St',
  'NE Fremont St',
  'SE Foster Rd',
  'NE Sandy Blvd',
  'SW Multnomah Blvd',
  'N Williams Ave',
  'SE Clinton St',
  'NE Killingsworth St',
  'SE Powell Blvd',
  'NE Glisan St',
  'SE Stark St',
  'SW Barbur Blvd',
  'N Interstate Ave',
  'NE 42nd Ave',
  'SE 82nd Ave',
  'NE 122nd Ave',
  'SE Woodstock Blvd',
  'NW Thurman St',
  'SE Milwaukie Ave',
  'NE Prescott St',
  'N Denver Ave',
  'SW Vermont St',
] as const;

const GENERIC_STREETS = [
  'Main St',
  'Oak St',
  'Maple Ave',
  'Cedar Ln',
  'Pine St',
  'Washington St',
  'Lincoln Ave',
  'Park Ave',
  'Lake Dr',
  'Hillside Rd',
  'River Rd',
  'Elm St',
  '2nd Ave',
  'Church St',
] as const;

/** Cities outside Portland donors write from: the Oregon ones first, then other states. */
// biome-ignore format: a compact table
const PLACES_OUTSIDE_PORTLAND: readonly Place[] = [
  { city: 'Beaverton', state: 'OR', zip: '97005', latitude: 45.487, longitude: -122.804 },
  { city: 'Gresham', state: 'OR', zip: '97030', latitude: 45.5, longitude: -122.431 },
  { city: 'Lake Oswego', state: 'OR', zip: '97034', latitude: 45.42, longitude: -122.67 },
  { city: 'Milwaukie', state: 'OR', zip: '97222', latitude: 45.446, longitude: -122.639 },
  { city: 'Tigard', state: 'OR', zip: '97223', latitude: 45.431, longitude: -122.771 },
  { city: 'Hillsboro', state: 'OR', zip: '97123', latitude: 45.522, longitude: -122.989 },
  { city: 'Salem', state: 'OR', zip: '97301', latitude: 44.943, longitude: -123.035 },
  { city: 'Eugene', state: 'OR', zip: '97401', latitude: 44.052, longitude: -123.087 },
  { city: 'Bend', state: 'OR', zip: '97701', latitude: 44.058, longitude: -121.315 },
  { city: 'Corvallis', state: 'OR', zip: '97330', latitude: 44.564, longitude: -123.262 },
  { city: 'Vancouver', state: 'WA', zip: '98660', latitude: 45.639, longitude: -122.661 },
  { city: 'Seattle', state: 'WA', zip: '98101', latitude: 47.61, longitude: -122.334 },
  { city: 'San Francisco', state: 'CA', zip: '94110', latitude: 37.749, longitude: -122.415 },
  { city: 'Los Angeles', state: 'CA', zip: '90026', latitude: 34.078, longitude: -118.261 },
  { city: 'New York', state: 'NY', zip: '10025', latitude: 40.799, longitude: -73.968 },
  { city: 'Chicago', state: 'IL', zip: '60614', latitude: 41.922, longitude: -87.651 },
  { city: 'Boise', state: 'ID', zip: '83702', latitude: 43.632, longitude: -116.205 },
  { city: 'Denver', state: 'CO', zip: '80206', latitude: 39.733, longitude: -104.953 },
  { city: 'Austin', state: 'TX', zip: '78704', latitude: 30.243, longitude: -97.766 },
];
const OREGON_PLACES = PLACES_OUTSIDE_PORTLAND.filter((place) => place.state === 'OR');
const OUT_OF_STATE_PLACES = PLACES_OUTSIDE_PORTLAND.filter((place) => place.state !== 'OR');

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A Portland address point near the centre of a random Portland zip code. */
export function portlandPlace(random: Random): Place {
  const [zip, latitude, longitude] = random.pick(PORTLAND_ZIPS);
  return {
    city: 'Portland',
    state: 'OR',
    zip,
    latitude: round6(
      clamp(latitude + random.between(-0.012, 0.012), PORTLAND_BOX.south, PORTLAND_BOX.north),
    ),
    longitude: round6(
      clamp(longitude + random.between(-0.015, 0.015), PORTLAND_BOX.west, PORTLAND_BOX.east),
    ),
  };
}

function near(random: Random, place: Place): Place {
  return {
    ...place,
    latitude: round6(place.latitude + random.between(-0.02, 0.02)),
    longitude: round6(place.longitude + random.between(-0.02, 0.02)),
  };
}

export const oregonPlace = (random: Random): Place => near(random, random.pick(OREGON_PLACES));
export const outOfStatePlace = (random: Random): Place =>
  near(random, random.pick(OUT_OF_STATE_PLACES));

export function streetAddress(random: Random, place: Place): string {
  const streets = place.city === 'Portland' ? PORTLAND_STREETS : GENERIC_STREETS;
  return `${random.int(100, 9899)} ${random.pick(streets)}`;
}

/** A second address line for some people: apartments and units. */
export const secondLine = (random: Random): string | null =>
  random.chance(0.15) ? `${random.pick(['Apt', 'Unit', '#'])} ${random.int(1, 420)}` : null;
