/** A complete, realistic CV in each language, shown by the template preview page. */
import type { CvView } from './types';

const EN: CvView = {
  first_name: 'Olivia',
  last_name: 'Bennett',
  email: 'olivia.bennett@example.com',
  phone: '+44 7700 900123',
  current_job_title: 'Senior Product Designer',
  bio_title: 'About me',
  bio_description:
    'Product designer with nine years of experience turning complex workflows into calm, usable software. I lead research, prototyping and design systems, and I work closely with engineers to ship accessible products.',
  photo: null,
  language: 'en',
  experiences: [
    {
      company_name: 'Northwind Analytics',
      role: 'Senior Product Designer',
      location: 'London',
      description:
        'Lead designer for the reporting suite; rebuilt the design system and cut onboarding time by 40%.',
      start_date: '2021-03-01',
      end_date: null,
    },
    {
      company_name: 'Brightline Studio',
      role: 'Product Designer',
      location: 'Manchester',
      description:
        'Designed booking and payment flows for healthcare and travel clients, from research to handover.',
      start_date: '2017-09-01',
      end_date: '2021-02-01',
    },
    {
      company_name: 'Harbour & Finch',
      role: 'Junior UX Designer',
      location: 'Leeds',
      description: 'Wireframes, usability tests and content design for e-commerce websites.',
      start_date: '2015-07-01',
      end_date: '2017-08-01',
    },
  ],
  educations: [
    {
      institution: 'University of Leeds',
      degree: 'MA',
      field_of_study: 'Design and Digital Media',
      start_date: '2014-09-01',
      end_date: '2015-09-01',
    },
    {
      institution: 'University of Leeds',
      degree: 'BA (Hons)',
      field_of_study: 'Graphic and Communication Design',
      start_date: '2011-09-01',
      end_date: '2014-06-01',
    },
  ],
  skills: [
    { skill_name: 'User research', proficiency: 'expert' },
    { skill_name: 'Figma and prototyping', proficiency: 'expert' },
    { skill_name: 'HTML and CSS', proficiency: 'intermediate' },
  ],
  links: [
    { link_type: 'linkedin', url: 'https://www.linkedin.com/in/olivia-bennett-design-sample' },
    { link_type: 'website', url: 'https://oliviabennett.example.com/' },
    { link_type: 'github', url: 'https://github.com/olivia-bennett-sample' },
  ],
};

const FI: CvView = {
  first_name: 'Aino',
  last_name: 'Virtanen',
  email: 'aino.virtanen@example.com',
  phone: '+358 40 555 0192',
  current_job_title: 'Ohjelmistokehittäjä',
  bio_title: 'Tietoa minusta',
  bio_description:
    'Full stack -kehittäjä, jolla on kuuden vuoden kokemus verkkopalveluiden suunnittelusta ja toteutuksesta. Arvostan selkeää koodia, saavutettavuutta ja hyvää yhteistyötä suunnittelijoiden kanssa.',
  photo: null,
  language: 'fi',
  experiences: [
    {
      company_name: 'Revontuli Software Oy',
      role: 'Ohjelmistokehittäjä',
      location: 'Tampere',
      description:
        'Asiakasportaalin kehitys Reactilla ja Node.js:llä; vastuualueena saavutettavuus ja testaus.',
      start_date: '2022-01-01',
      end_date: null,
    },
    {
      company_name: 'Kaleva Digital Oy',
      role: 'Junior-kehittäjä',
      location: 'Helsinki',
      description: 'Verkkokauppojen käyttöliittymät ja integraatiot maksupalveluihin.',
      start_date: '2019-06-01',
      end_date: '2021-12-01',
    },
  ],
  educations: [
    {
      institution: 'Tampereen yliopisto',
      degree: 'Diplomi-insinööri',
      field_of_study: 'Tietotekniikka, ohjelmistotuotanto',
      start_date: '2016-09-01',
      end_date: '2021-05-01',
    },
    {
      institution: 'Tampereen lyseon lukio',
      degree: 'Ylioppilas',
      field_of_study: 'Pitkä matematiikka ja fysiikka',
      start_date: '2013-08-01',
      end_date: '2016-06-01',
    },
  ],
  skills: [
    { skill_name: 'TypeScript ja React', proficiency: 'expert' },
    { skill_name: 'Node.js ja PostgreSQL', proficiency: 'intermediate' },
    { skill_name: 'Saavutettavuus (WCAG)', proficiency: 'intermediate' },
  ],
  links: [
    { link_type: 'linkedin', url: 'https://www.linkedin.com/in/aino-virtanen-sample' },
    { link_type: 'github', url: 'https://github.com/aino-virtanen-sample' },
    { link_type: 'website', url: 'https://ainovirtanen.example.com/' },
  ],
};

/** A fresh copy each call, so a caller may change it freely. */
export function sampleCv(language: 'en' | 'fi'): CvView {
  return structuredClone(language === 'fi' ? FI : EN);
}
