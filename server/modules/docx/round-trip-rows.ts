/** A row in each list the demo CV leaves empty, so a round trip prints (and reads back) every section. */
export const ROUND_TRIP_ROWS = {
  projects: [
    {
      uuid: crypto.randomUUID(),
      name: 'Open transit map',
      start_date: '2022-03-01',
      end_date: '2022-09-01',
      description: 'A map of the city’s bus stops.',
      url: 'https://example.com/map',
    },
  ],
  volunteering: [
    {
      uuid: crypto.randomUUID(),
      role: 'Board member',
      organization: 'Design Guild ry',
      start_date: '2019-01-01',
      end_date: null,
      description: 'Runs the mentoring programme.',
    },
  ],
  certificates: [
    {
      uuid: crypto.randomUUID(),
      name: 'Certified Usability Analyst',
      issuer: 'Human Factors International',
      date: '2020-05-01',
      url: '',
    },
  ],
  language_skills: [
    { uuid: crypto.randomUUID(), language: 'Finnish', level: 'native' },
    { uuid: crypto.randomUUID(), language: 'English', level: 'c1' },
  ],
  interests: [{ uuid: crypto.randomUUID(), name: 'Bouldering', details: '' }],
};

/** Rows without their ids, which a file never holds. */
export const withoutIds = (list: ReadonlyArray<object>) =>
  list.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'uuid')));
