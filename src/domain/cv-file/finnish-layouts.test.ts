/** The reader on the layouts of one-column Finnish CVs: hanging dates, stacked contact lines. */
import { describe, expect, it } from 'vitest';
import { readCvFile } from './read-cv-file';
import { file, heading, line } from './lines-for-tests';

describe('one-column Finnish layouts', () => {
  const subheading = (text: string) => line(text, { style: 'subheading', bold: true, look: 'h2' });

  it('reads the line under a title that only names the role as where it was held', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Työhistoria'),
        subheading('HR-asiantuntija⇥tammikuu 2020 – nykyään'),
        line('Metalli Oy, Jyväskylä'),
        line('Rekrytoinnit alusta loppuun.', { bullet: true }),
        subheading('Harjoittelija, henkilöstöpalvelut⇥touko–elokuu 2015'),
        line('Puu Oy, Saarijärvi'),
        heading('Koulutus'),
        subheading('Ylioppilas⇥2012'),
        line('Äänekosken lukio'),
      ]),
    );
    expect(cv.experience).toEqual([
      expect.objectContaining({
        position: 'HR-asiantuntija',
        company: 'Metalli Oy',
        location: 'Jyväskylä',
        description: 'Rekrytoinnit alusta loppuun.',
      }),
      expect.objectContaining({
        position: 'Harjoittelija, henkilöstöpalvelut',
        company: 'Puu Oy',
        start: '2015-05',
        end: '2015-08',
      }),
    ]);
    expect(cv.education).toEqual([
      { degree: 'Ylioppilas', school: 'Äänekosken lukio', start: '', end: '2012' },
    ]);
  });

  it('keeps a description that wraps under a dated title a description', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Projektit'),
        line('2022⇥Koulun peruskorjaus'),
        line('Aikataulutus ja hankinnat kolmen urakoitsijan', { paragraphEnd: false }),
        line('kesken.'),
      ]),
    );
    expect(cv.projects).toEqual([
      expect.objectContaining({
        name: 'Koulun peruskorjaus',
        description: 'Aikataulutus ja hankinnat kolmen urakoitsijan kesken.',
      }),
    ]);
  });

  it('reads a job written employer first, when what follows it is a title', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Työkokemus'),
        line('2013–2015⇥Lempäälän Rakennus Oy, rakennusmies (kesätyöt)'),
        line('2016–2018⇥Talo Oy, Tampere'),
      ]),
    );
    expect(cv.experience.map(({ position, company }) => [position, company])).toEqual([
      ['rakennusmies (kesätyöt)', 'Lempäälän Rakennus Oy'],
      ['Talo Oy', 'Tampere'],
    ]);
  });

  it('reads languages and skills given as a name and a level a tab apart, in one look', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Kielitaito'),
        line('suomi⇥äidinkieli'),
        line('englanti⇥hyvä'),
        heading('Atk-taidot'),
        line('AutoCAD⇥erinomainen'),
        line('Tekla Structures⇥perustaso'),
      ]),
    );
    expect(cv.languages).toEqual([
      { language: 'suomi', level: 'äidinkieli' },
      { language: 'englanti', level: 'hyvä' },
    ]);
    expect(cv.skills).toEqual([
      { name: 'AutoCAD', level: 'erinomainen' },
      { name: 'Tekla Structures', level: 'perustaso' },
    ]);
  });

  it('reads the line under the name as the title when another stacked contact line is the place', () => {
    const top = (text: string) => line(text, { look: 'small' });
    const cv = readCvFile(
      file([
        line('Mikko Tuominen', { size: 18, look: 'name' }),
        top('Rakennusinsinööri'),
        top('Tampere'),
        top('puh. 044 781 3306'),
        heading('Esittely'),
        line('Työnjohtaja.'),
      ]),
    );
    expect(cv).toMatchObject({
      current_job_title: 'Rakennusinsinööri',
      location: 'Tampere',
      phone: '044 781 3306',
    });
  });

  it('reads the employer on a line the writer broke under a role-only title', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Työkokemus'),
        line('5/2020–⇥Laboratorioanalyytikko', { paragraphEnd: false }),
        line('Savon Vesianalytiikka Oy, Kuopio', { paragraphEnd: false }),
        line('Talousvesinäytteiden analyysit ja menetelmien validointi sekä laitteiden', {
          paragraphEnd: false,
        }),
        line('kalibrointi.'),
      ]),
    );
    expect(cv.experience).toEqual([
      expect.objectContaining({
        position: 'Laboratorioanalyytikko',
        company: 'Savon Vesianalytiikka Oy',
        location: 'Kuopio',
        start: '2020-05',
        end: null,
        description:
          'Talousvesinäytteiden analyysit ja menetelmien validointi sekä laitteiden kalibrointi.',
      }),
    ]);
  });

  it('joins a dated line the page wrapped, and reads a project named and described on one line', () => {
    const cv = readCvFile(
      file([
        line('Aino Virtanen', { style: 'title', size: 24 }),
        heading('Projektit'),
        line('2023⇥Reittien pilotti – jakelureittien suunnittelu kolmessa', {
          paragraphEnd: false,
        }),
        line('kunnassa'),
        line('2020⇥Varaston uudistus – keräilyreittien lyhentäminen'),
      ]),
    );
    expect(cv.projects.map(({ name, description }) => [name, description])).toEqual([
      ['Reittien pilotti', 'jakelureittien suunnittelu kolmessa kunnassa'],
      ['Varaston uudistus', 'keräilyreittien lyhentäminen'],
    ]);
  });

  it('reads the town of a postal address as the place, and the line under the name as the title', () => {
    const top = (text: string) => line(text, { look: 'small' });
    const cv = readCvFile(
      file([
        line('Teemu Rantanen', { size: 18, look: 'name' }),
        top('Tuotantopäällikkö'),
        top('Osoite: Koivistontie 8 B 12'),
        top('36200 Kangasala'),
        top('Puhelin: 040 562 7730'),
        heading('Profiili'),
        line('Tuotannon esimies.'),
      ]),
    );
    expect(cv).toMatchObject({
      current_job_title: 'Tuotantopäällikkö',
      location: 'Kangasala',
      phone: '040 562 7730',
    });
    expect(cv.unplaced).toEqual([{ heading: null, text: 'Koivistontie 8 B 12' }]);
  });
});
