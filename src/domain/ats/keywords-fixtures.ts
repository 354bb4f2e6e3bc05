/** For tests only: a job ad and a CV's text in each language, as users paste and write them. */

export const FINNISH_AD = `Ohjelmistokehittäjä, Helsinki

Etsimme tiimiimme kokenutta ohjelmistokehittäjää, joka rakentaa asiakkaillemme verkkopalveluita.
Työssä pääset kehittämään palveluita ketterillä menetelmillä.

Odotamme sinulta:
- vähintään 3 vuoden kokemusta ohjelmistokehityksestä
- kokemusta Reactista ja TypeScriptistä
- osaamista Node.js:stä ja PostgreSQL-tietokannoista
- kokemusta pilvipalveluista (AWS tai Google Cloud)
- ketterät menetelmät ja CI/CD-putket ovat sinulle tuttuja
- hyvää suomen ja englannin kielen taitoa

Eduksi katsomme kokemuksen Kubernetesista ja testiautomaatiosta. Ketterien menetelmien tuntemus
on tärkeää.

Tarjoamme kilpailukykyisen palkan, joustavat työajat ja mahdollisuuden kehittyä.`;

export const FINNISH_CV = `Olen työskennellyt ohjelmistokehittäjänä viisi vuotta. Rakensin React ja TypeScript
-sovelluksia, ja taustapalvelut toteutin Node.js:llä; tietokantana PostgreSQL. Käytimme
ketteriä menetelmiä (Scrum) ja AWS:ää. Kielitaito: suomi, englanti.`;

export const ENGLISH_AD = `Senior Software Developer

We are looking for an experienced software developer to join our growing team. You will design
and build web applications with TypeScript and React, and develop backend services in Node.js.

Requirements:
- 5+ years of experience in software development
- Strong knowledge of TypeScript, React and Node.js
- Experience with AWS or Google Cloud, Docker and Kubernetes
- Familiarity with CI/CD pipelines and automated testing
- Experience with project management and agile methods
- Excellent communication skills

Nice to have: GraphQL, PostgreSQL, C#, experience with project management tools.
We offer a competitive salary and a great team.`;

export const ENGLISH_CV = `Full-stack developer with six years of experience developing web applications.
Built React and TypeScript front ends, Node.js services on AWS, and CI/CD pipelines with GitHub
Actions. Led project management for a team of five developers. Wrote automated tests.`;
