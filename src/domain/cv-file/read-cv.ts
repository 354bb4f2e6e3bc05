/** What the CV file reader recovers from a file: the fields a CV has, and what it found no place for. */
import type { FileDate } from './file-dates';
import type { FoundLink } from './file-contact';

export interface ReadJob {
  position: string;
  company: string;
  location: string;
  start: FileDate;
  end: FileDate | null;
  description: string;
}

export interface ReadCv {
  language: 'en' | 'fi';
  first_name: string;
  last_name: string;
  current_job_title: string;
  email: string;
  phone: string;
  location: string;
  bio: string;
  links: FoundLink[];
  experience: ReadJob[];
  education: Array<{ degree: string; school: string; start: FileDate; end: FileDate }>;
  /** A skill's name, and the level written after it where it names one ("Figma – Expert"). */
  skills: Array<{ name: string; level: string }>;
  languages: Array<{ language: string; level: string }>;
  certificates: Array<{ name: string; issuer: string; date: FileDate }>;
  projects: Array<{
    name: string;
    description: string;
    url: string;
    start: FileDate;
    end: FileDate | null;
  }>;
  hobbies: string;
  volunteering: Array<{
    role: string;
    organisation: string;
    start: FileDate;
    end: FileDate | null;
    description: string;
  }>;
  /** The heading the file gives its summary, where it is written in words, not capitals. */
  bio_title: string;
  /** Text the reader found no place for, with the heading it stood under (null: the top). */
  unplaced: Array<{ heading: string | null; text: string }>;
}
