import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_WORDS, readCv, type OwnerFacts } from './check';
import { COLUMN_GAP } from './layout';
import { atsScore, type AtsProblem } from './problems';
import {
  EN_CV,
  FI_CV,
  OWNER,
  STYLES,
  columnRuns,
  pdf,
  pdfOf,
  replaced,
  run,
  runsAt,
  sideHeadingPdf,
  twoColumnPdf,
  without,
  type CvLine,
} from './test-pdf';

const codes = (problems: readonly AtsProblem[]) => problems.map((p) => p.code);
const problemsOf = (lines: readonly CvLine[], owner?: OwnerFacts, language = 'en') =>
  readCv(pdfOf(lines, language), owner).problems;
const CVS = [
  ['English', EN_CV, 'en'],
  ['Finnish', FI_CV, 'fi'],
] as const;

describe('readCv: a clean CV', () => {
  it.each(CVS)('reads the %s CV without a problem and scores 100', (_, lines, language) => {
    for (const owner of [undefined, OWNER]) {
      const reading = readCv(pdfOf(lines, language), owner);
      expect(reading.problems).toEqual([]);
      expect(reading.score).toBe(100);
    }
  });

  it('finds the sections under their headings, and contact details without one', () => {
    expect(readCv(pdfOf(EN_CV)).sections).toEqual([
      { kind: 'contact', heading: '' },
      { kind: 'summary', heading: 'SUMMARY' },
      { kind: 'experience', heading: 'EXPERIENCE' },
      { kind: 'education', heading: 'EDUCATION' },
      { kind: 'skills', heading: 'SKILLS' },
      { kind: 'languages', heading: 'LANGUAGES' },
    ]);
    expect(readCv(pdfOf(FI_CV, 'fi')).sections.map((s) => `${s.kind}:${s.heading}`)).toEqual([
      'contact:',
      'summary:TIETOA MINUSTA',
      'experience:TYÖKOKEMUS',
      'education:KOULUTUS',
      'skills:TAIDOT',
      'languages:KIELITAITO',
    ]);
  });

  it('takes a contact heading for the contact section', () => {
    const lines: CvLine[] = [
      ['name', 'Aino Virtanen'],
      ['heading', 'YHTEYSTIEDOT'],
      ...FI_CV.slice(2),
    ];
    expect(readCv(pdfOf(lines, 'fi')).sections[0]).toEqual({
      kind: 'contact',
      heading: 'YHTEYSTIEDOT',
    });
  });

  it('gives the text as the lines in the file order', () => {
    const { text } = readCv(pdfOf(EN_CV));
    expect(text.split('\n')).toEqual(EN_CV.map(([, line]) => line));
  });
});

describe('readCv: no_text', () => {
  it('finds no text in a PDF of pictures', () => {
    expect(readCv(pdf([]))).toEqual({
      score: 0,
      text: '',
      sections: [],
      problems: [{ code: 'no_text' }],
    });
  });

  it('takes a handful of letters (a logo, a page number) for no text', () => {
    const runs = [run('CV'), run('Aino V.', { y: 700 }), run('1 / 2', { y: 40 })];
    expect(readCv(pdf(runs), OWNER)).toMatchObject({ score: 0, problems: [{ code: 'no_text' }] });
    expect(codes(readCv(pdf([run('Aino Virtanen, designer, Helsinki')])).problems)).not.toContain(
      'no_text',
    );
  });
});

describe('readCv: contact details', () => {
  it.each(CVS)('misses the email in the %s CV', (_, lines, language) => {
    const contact = lines[2]?.[1] ?? '';
    const noEmail = replaced(lines, contact, contact.replace('aino.virtanen@example.com · ', ''));
    expect(codes(problemsOf(noEmail, undefined, language))).toEqual(['no_email']);
  });

  it('finds an email split across runs', () => {
    const runs = [
      ...columnRuns(EN_CV.slice(0, 2)),
      ...runsAt(['aino.', 'virtanen@', 'example.', 'com'], { y: 700 }),
      run('', { y: 700, lineEnd: true, width: 0, height: 0 }),
      ...columnRuns(EN_CV.slice(3), { top: 690 }),
    ];
    expect(codes(readCv(pdf(runs)).problems)).toEqual(['no_phone']);
  });

  it('misses the phone in the English CV', () => {
    const lines = replaced(EN_CV, EN_CV[2]?.[1] ?? '', 'aino.virtanen@example.com · Helsinki');
    expect(codes(problemsOf(lines))).toEqual(['no_phone']);
  });

  it('misses the phone in the Finnish CV', () => {
    const lines = replaced(FI_CV, FI_CV[2]?.[1] ?? '', 'aino.virtanen@example.com · Tampere');
    expect(codes(problemsOf(lines, undefined, 'fi'))).toEqual(['no_phone']);
  });

  it('does not take a date range for a phone number', () => {
    const lines = replaced(
      replaced(EN_CV, EN_CV[2]?.[1] ?? '', 'aino.virtanen@example.com'),
      'Aalto University · 2014 – 2018',
      'Aalto University · 2014-2018',
    );
    expect(codes(problemsOf(lines))).toEqual(['no_phone']);
    const fi = replaced(
      replaced(FI_CV, FI_CV[2]?.[1] ?? '', 'aino.virtanen@example.com'),
      'Tampereen yliopisto · 2016 – 2021',
      'Tampereen yliopisto 2016-2021',
    );
    expect(codes(problemsOf(fi, undefined, 'fi'))).toEqual(['no_phone']);
  });

  it('takes a phone number with a dash for a phone, not a date', () => {
    for (const phone of ['040-555 0192', '+358 40-555 0192', '(09) 123-4567']) {
      const lines = replaced(FI_CV, FI_CV[2]?.[1] ?? '', `aino.virtanen@example.com · ${phone}`);
      expect(problemsOf(lines, undefined, 'fi')).toEqual([]);
    }
  });
});

describe('readCv: no_name', () => {
  it('finds the name among the first lines, in any case', () => {
    const upper = replaced(EN_CV, 'Aino Virtanen', 'AINO VIRTANEN');
    expect(problemsOf(upper, OWNER)).toEqual([]);
    const owner = { ...OWNER, firstName: 'Äijä', lastName: 'Mäkelä' };
    expect(problemsOf(replaced(FI_CV, 'Aino Virtanen', 'ÄIJÄ MÄKELÄ'), owner, 'fi')).toEqual([]);
  });

  it.each(CVS)(
    'misses the owner’s name in the %s CV when it is not there',
    (_, lines, language) => {
      // As when the name is drawn as a picture: the email's "aino.virtanen@" is no name.
      expect(codes(problemsOf(without(lines, 'Aino Virtanen'), OWNER, language))).toEqual([
        'no_name',
      ]);
      expect(codes(problemsOf(lines, { ...OWNER, lastName: 'Mäkelä' }, language))).toEqual([
        'no_name',
      ]);
    },
  );

  it('misses a name that is not among the first lines', () => {
    const [name, ...rest] = EN_CV;
    const last = [...rest, name] as CvLine[];
    expect(codes(problemsOf(last, OWNER))).toEqual(['no_name']);
  });

  it('does not look for a name without the owner’s facts', () => {
    expect(problemsOf(without(EN_CV, 'Aino Virtanen'))).toEqual([]);
  });
});

describe('readCv: missing_section', () => {
  it.each([
    ['EXPERIENCE', EN_CV, 'experience'],
    ['EDUCATION', EN_CV, 'education'],
    ['SKILLS', EN_CV, 'skills'],
    ['TYÖKOKEMUS', FI_CV, 'experience'],
    ['KOULUTUS', FI_CV, 'education'],
    ['TAIDOT', FI_CV, 'skills'],
  ] as const)('misses the section when its heading %s is gone', (heading, lines, section) => {
    expect(problemsOf(without(lines, heading))).toEqual([{ code: 'missing_section', section }]);
    expect(problemsOf(without(lines, heading), OWNER)).toEqual([
      { code: 'missing_section', section },
    ]);
  });

  it('looks in the owner’s CV only for the sections it has', () => {
    const lines = without(
      EN_CV,
      'SKILLS',
      'Figma, user research, prototyping, HTML, CSS, accessibility',
    );
    expect(problemsOf(lines)).toEqual([{ code: 'missing_section', section: 'skills' }]);
    expect(problemsOf(lines, { ...OWNER, sections: ['experience', 'education'] })).toEqual([]);
    const fi = without(
      FI_CV,
      'KOULUTUS',
      'Diplomi-insinööri, tietotekniikka',
      'Tampereen yliopisto · 2016 – 2021',
    );
    expect(problemsOf(fi, { ...OWNER, sections: ['experience', 'skills'] })).toEqual([]);
  });

  it('costs at most 20 for the three missing sections', () => {
    const reading = readCv(pdfOf(without(EN_CV, 'EXPERIENCE', 'EDUCATION', 'SKILLS')));
    expect(codes(reading.problems)).toEqual(Array(3).fill('missing_section'));
    expect(reading.score).toBe(80);
  });
});

describe('readCv: unknown_heading', () => {
  it.each([
    ['English', EN_CV, 'SUMMARY', 'MY STORY'],
    ['Finnish', FI_CV, 'TIETOA MINUSTA', 'MATKANI'],
  ] as const)(
    'finds a heading in the %s headings’ style that a parser does not know',
    (_, lines, known, unknown) => {
      const reading = readCv(pdfOf(replaced(lines, known, unknown)));
      expect(reading.problems).toEqual([{ code: 'unknown_heading', heading: unknown }]);
      expect(reading.sections.map((s) => s.heading)).not.toContain(unknown);
    },
  );

  it('does not take a URL, a line with figures, a greeting or a longer line for a heading', () => {
    // Headings in Title Case ("Experience"), as links and lines of text are written.
    const titleCase = FI_CV.map(([style, text]): CvLine => [
      style,
      style === 'heading' ? text[0] + text.slice(1).toLocaleLowerCase('fi') : text,
    ]);
    for (const cv of [EN_CV, titleCase])
      for (const text of [
        'linkedin.com/in/ainovirtanen',
        'ainovirtanen.fi',
        'Portfolio: behance.net',
        'SINCE 2019',
        'Vuodesta 2019',
        'aino@example.com',
        'HEI! OLEN AINO',
        'WHO AM I?',
        'Designer with a love of clear and simple services',
      ]) {
        const lines: CvLine[] = [...cv, ['heading', text]];
        expect(problemsOf(lines), text).toEqual([]);
      }
    expect(problemsOf([...titleCase, ['heading', 'Matkani']])).toEqual([
      { code: 'unknown_heading', heading: 'Matkani' },
    ]);
  });

  it.each(CVS)(
    'does not take the %s job titles in the headings’ bold for headings when the headings are in capitals',
    (_, lines, language) => {
      // A word processor's CV: headings and job titles both bold, at one size.
      const bold = lines.map(([style, text]): CvLine => [
        style === 'title' ? 'heading' : style,
        text,
      ]);
      expect(problemsOf(bold, OWNER, language)).toEqual([]);
      const custom: CvLine[] = [...bold, ['heading', 'VAPAA-AJALLA'], ['body', 'Suunnistus']];
      expect(problemsOf(custom, OWNER, language)).toEqual([
        { code: 'unknown_heading', heading: 'VAPAA-AJALLA' },
      ]);
    },
  );

  it('does not take a short line in another style for a heading', () => {
    const lines: CvLine[] = [...FI_CV, ['title', 'Harrastukseni'], ['body', 'Suunnistus']];
    expect(problemsOf(lines, undefined, 'fi')).toEqual([]);
  });
});

describe('readCv: spaced_letters', () => {
  it.each([
    ['English', EN_CV, 'SKILLS', 'S K I L L S', 'skills'],
    ['Finnish', FI_CV, 'TYÖKOKEMUS', 'T Y Ö K O K E M U S', 'experience'],
  ] as const)(
    'finds a %s heading drawn with its letters apart',
    (_, lines, heading, spaced, section) => {
      const problems = problemsOf(replaced(lines, heading, spaced));
      expect(problems).toEqual([
        { code: 'missing_section', section },
        { code: 'spaced_letters', text: spaced },
      ]);
    },
  );

  it('takes a short spaced-out heading for spaced letters, not an unknown heading', () => {
    // Letter-spaced "TAIDOT" with the kerned pair "TA" kept: five pieces, as short as a heading.
    expect(problemsOf(replaced(FI_CV, 'TAIDOT', 'TA I D O T'), undefined, 'fi')).toEqual([
      { code: 'missing_section', section: 'skills' },
      { code: 'spaced_letters', text: 'TA I D O T' },
    ]);
  });

  it('reads letters drawn a letter space apart as single letters', () => {
    const letters = runsAt([...'SKILLS'], { y: 420, gap: 4, style: 'heading' });
    const before = columnRuns(without(EN_CV, 'SKILLS').slice(0, 15));
    const after = columnRuns(EN_CV.slice(16), { top: 410 });
    const problems = readCv(pdf([...before, ...letters, ...after])).problems;
    expect(problems).toContainEqual({ code: 'spaced_letters', text: 'S K I L L S' });
  });
});

describe('readCv: jobs and their dates', () => {
  const undatedEn = replaced(
    replaced(
      EN_CV,
      'Revontuli Software Oy · Tampere · March 2021 – Present',
      'Revontuli Software Oy · Tampere',
    ),
    'Kaleva Digital Oy · Helsinki · 06/2018 – 02/2021',
    'Kaleva Digital Oy · Helsinki',
  );
  const undatedFi = replaced(
    replaced(
      FI_CV,
      'Revontuli Software Oy · Tampere · tammikuu 2022 – nykyään',
      'Revontuli Software Oy · Tampere',
    ),
    'Kaleva Digital Oy · Helsinki · kesäkuu 2019 – joulukuu 2021',
    'Kaleva Digital Oy · Helsinki',
  );

  it.each([
    ['English', undatedEn, 'Senior product designer'],
    ['Finnish', undatedFi, 'Ohjelmistokehittäjä'],
  ] as const)('finds %s jobs without dates', (_, lines, job) => {
    expect(problemsOf(lines)).toEqual([{ code: 'job_without_dates', job }]);
  });

  it('takes a year alone for a date of a job', () => {
    const lines = replaced(
      undatedFi,
      'Revontuli Software Oy · Tampere',
      'Revontuli Software Oy, 2022',
    );
    expect(problemsOf(lines, undefined, 'fi')).toEqual([]);
  });

  it.each([
    ['Spring 2019 – Summer 2020', EN_CV, 'March 2021 – Present'],
    ["Sep '19 – Present", EN_CV, 'March 2021 – Present'],
    ['3/19 – 5/20', EN_CV, '06/2018 – 02/2021'],
    ['kevät 2019 – syksy 2020', FI_CV, 'tammikuu 2022 – nykyään'],
    ["tammi '19 – nyt", FI_CV, 'kesäkuu 2019 – joulukuu 2021'],
  ] as const)('finds the date "%s" that a parser cannot read', (date, lines, instead) => {
    const line = lines.find(([, text]) => text.includes(instead))?.[1] ?? '';
    const problems = problemsOf(replaced(lines, line, line.replace(instead, date)));
    expect(problems).toEqual([{ code: 'unreadable_date', date }]);
  });

  it.each([
    'March 2021 – Present',
    '03/2021 – 2022',
    '2019–2020',
    '2021-03 – 2022-05',
    'tammi 2022 – nyt',
    'tammikuu 2022 – nykyään',
    '1.3.2021 – 31.5.2022',
  ])('reads the date "%s"', (date) => {
    const line = 'Revontuli Software Oy · Tampere · tammikuu 2022 – nykyään';
    const lines = replaced(FI_CV, line, `Revontuli Software Oy · Tampere · ${date}`);
    expect(problemsOf(lines, undefined, 'fi')).toEqual([]);
  });

  it.each([
    [EN_CV, 'Led the design', 'Cut page load times by 20-30% for 10–12 online shops.'],
    [FI_CV, 'Asiakasportaalin', 'Latausajat lyhenivät 20–30 % kymmenessä verkkokaupassa.'],
  ] as const)('takes no figures in a description for a date', (lines, starts, figures) => {
    const line = lines.find(([, text]) => text.startsWith(starts))?.[1] ?? '';
    expect(problemsOf(replaced(lines, line, figures))).toEqual([]);
  });

  it('finds unreadable dates outside the jobs too, and costs at most 9 for them', () => {
    const lines = replaced(
      replaced(
        replaced(EN_CV, 'Aalto University · 2014 – 2018', "Aalto University · '14 – '18"),
        'Revontuli Software Oy · Tampere · March 2021 – Present',
        'Revontuli Software Oy · Spring 2021 – Present',
      ),
      'Kaleva Digital Oy · Helsinki · 06/2018 – 02/2021',
      'Kaleva Digital Oy · 6/18 – 2/21',
    );
    const reading = readCv(pdfOf([...lines, ['body', 'Volunteer, Red Cross, fall 2012 – 2014']]));
    expect(codes(reading.problems)).toEqual(Array(4).fill('unreadable_date'));
    expect(reading.score).toBe(91);
  });
});

describe('readCv: long_description', () => {
  const sentence = (words: string[], count: number) =>
    Array.from({ length: count }, (_, i) => words[i % words.length]).join(' ');
  const EN_WORDS = 'Designed and tested the checkout flows with the product team for shops'.split(
    ' ',
  );
  const FI_WORDS =
    'Suunnittelin ja testasin kassan toiminnot tuotetiimin kanssa verkkokaupoille vuosien ajan'.split(
      ' ',
    );

  /** A job's description of `words` words in lines of ten. */
  const description = (words: string[], count: number): CvLine[] =>
    Array.from({ length: Math.ceil(count / 10) }, (_, i) => [
      'body',
      sentence(words, Math.min(10, count - i * 10)),
    ]);

  it.each([
    [
      'English',
      EN_CV,
      EN_WORDS,
      'Led the design of the customer portal and its design system with a team of six.',
    ],
    [
      'Finnish',
      FI_CV,
      FI_WORDS,
      'Asiakasportaalin kehitys Reactilla ja Node.js:llä; vastuualueena saavutettavuus ja testaus.',
    ],
  ] as const)('finds a %s job described at too great length', (_, lines, words, old) => {
    const at = lines.findIndex(([, text]) => text === old);
    const long = [...lines.slice(0, at), ...description([...words], 90), ...lines.slice(at + 1)];
    expect(problemsOf(long)).toEqual([
      { code: 'long_description', words: 90, start: words.slice(0, 6).join(' ') },
    ]);
    // The next job's title after it is a short line: no words of the description.
    const enough = [
      ...lines.slice(0, at),
      ...description([...words], DESCRIPTION_WORDS),
      ...lines.slice(at + 1),
    ];
    expect(problemsOf(enough)).toEqual([]);
  });

  it('counts each job apart', () => {
    const at = EN_CV.findIndex(([, text]) => text.startsWith('Led the design'));
    const lines = [
      ...EN_CV.slice(0, at),
      ...description(EN_WORDS, 60),
      ...EN_CV.slice(at + 1, at + 3),
      ...description(EN_WORDS, 60),
      ...EN_CV.slice(at + 4),
    ];
    expect(problemsOf(lines)).toEqual([]);
  });
});

describe('readCv: columns_interleave', () => {
  /** The CV's head, its sections from `heading` on as a sidebar, and the rest as the main column. */
  const sidebar = (lines: readonly CvLine[], heading: string) => {
    const at = lines.findIndex(([, text]) => text === heading);
    return [lines.slice(0, 3), lines.slice(at), lines.slice(3, at)] as const;
  };

  it.each([
    ['English', EN_CV, 'SKILLS'],
    ['Finnish', FI_CV, 'TAIDOT'],
  ] as const)('finds the %s CV’s two columns side by side', (_, lines, skills) => {
    const [top, side, main] = sidebar(lines, skills);
    const reading = readCv(twoColumnPdf(top, side, main));
    expect(reading.problems).toEqual([{ code: 'columns_interleave', rows: 4 }]);
    expect(reading.score).toBe(90);
  });

  it('takes a stray row or two beside each other for no columns', () => {
    const [top, side, main] = sidebar(EN_CV, 'LANGUAGES');
    expect(readCv(twoColumnPdf(top, side, main)).problems).toEqual([]);
  });

  it('takes titles with their dates at the right end of the line for one column', () => {
    const { font, size } = STYLES.title;
    const job = (title: string, dates: string, y: number) => [
      run(title, { x: 50, y, font, size }),
      run(' ', { x: 50 + title.length * 5, y, width: 300, height: 0 }),
      run(dates, { x: 420, y, lineEnd: true }),
      run('Built the customer portal with a team of six people.', { y: y - 15, lineEnd: true }),
    ];
    const runs = [
      ...columnRuns(EN_CV.slice(0, 6)),
      ...job('Senior product designer', 'March 2021 – Present', 600),
      ...job('Product designer', '06/2018 – 02/2021', 560),
      ...job('Designer', '2016 – 2018', 520),
      ...job('Trainee', 'June 2015 – August 2015', 480),
      ...columnRuns(EN_CV.slice(12), { top: 460 }),
    ];
    expect(readCv(pdf(runs)).problems).toEqual([]);
  });
});

describe('readCv: a heading drawn as the first words of a line', () => {
  it.each(CVS)('finds the %s headings beside their sections’ first lines', (_, lines, language) => {
    const reading = readCv(sideHeadingPdf(lines, language), OWNER);
    expect(reading.problems).toEqual([]);
    expect(reading.sections.map((s) => s.heading)).toEqual([
      '',
      ...lines.filter(([style]) => style === 'heading').map(([, text]) => text),
    ]);
  });

  it('reads the job on the heading’s line as the first job', () => {
    const lines = replaced(
      without(
        EN_CV,
        'Senior product designer',
        'Revontuli Software Oy · Tampere · March 2021 – Present',
      ),
      'Led the design of the customer portal and its design system with a team of six.',
      'Senior product designer, Revontuli Software Oy, March 2021 – Present',
    );
    expect(readCv(sideHeadingPdf(lines)).problems).toEqual([]);
    const undated = replaced(
      without(lines, 'Product designer', 'Kaleva Digital Oy · Helsinki · 06/2018 – 02/2021'),
      'Senior product designer, Revontuli Software Oy, March 2021 – Present',
      'Senior product designer, Revontuli Software Oy',
    );
    expect(readCv(sideHeadingPdf(undated)).problems).toEqual([
      { code: 'job_without_dates', job: 'Senior product designer, Revontuli Software Oy' },
    ]);
  });

  it('needs a column gap after the heading’s words', () => {
    const runs = [
      ...columnRuns(without(EN_CV, 'SKILLS').slice(0, 15)),
      ...runsAt(['Skills', 'in Figma and user research'], { y: 420, gap: COLUMN_GAP - 5 }),
    ];
    expect(codes(readCv(pdf(runs)).problems)).toContain('missing_section');
  });
});

describe('readCv: language and template', () => {
  it.each([null, '', ' '])('finds no language named in the file (%j)', (language) => {
    expect(readCv(pdfOf(FI_CV, language)).problems).toEqual([{ code: 'no_language' }]);
  });

  it('advises better templates at no cost', () => {
    const reading = readCv(pdfOf(EN_CV), { ...OWNER, betterTemplates: ['templateA', 'templateE'] });
    expect(reading.problems).toEqual([
      { code: 'template_reads_worse', best: ['templateA', 'templateE'] },
    ]);
    expect(reading.score).toBe(100);
  });
});

describe('readCv: the score', () => {
  it('adds the costs of the problems up', () => {
    const lines = replaced(FI_CV, FI_CV[2]?.[1] ?? '', 'Tampere');
    const reading = readCv(pdfOf(lines, null));
    expect(codes(reading.problems)).toEqual(['no_email', 'no_phone', 'no_language']);
    expect(reading.score).toBe(100 - 15 - 10 - 5);
  });

  it('is the score of the problems found, 0 to 100, for any part of a CV', () => {
    fc.assert(
      fc.property(
        fc.subarray([...EN_CV, ...FI_CV]),
        fc.constantFrom('en', null),
        (lines, language) => {
          const reading = readCv(pdfOf(lines, language), OWNER);
          expect(reading.score).toBe(atsScore(reading.problems));
          expect(reading.score).toBeGreaterThanOrEqual(0);
          expect(reading.score).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 200 },
    );
  });
});
