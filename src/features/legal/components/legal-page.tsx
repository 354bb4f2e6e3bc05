import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LegalDocument, LegalDocumentKey, LegalSection, LegalTable } from '../types';
import { LinkedText } from './linked-text';
import { useHost, useOrigin } from '@/lib/render-context';

/** Keeps a heading clear of the sticky app bar (60 px on phones, 68 px from md up) when scrolled to. */
const SCROLL_MARGIN = { xs: 76, md: 88 };
const READABLE_WIDTH = '70ch';

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  // Ctrl/Cmd/Shift-click keeps the browser's own behaviour (new tab, new window).
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  // The router keeps its own state; only the visible address gets the fragment.
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function SectionTable({ table, id }: { table: LegalTable; id: string }) {
  const captionId = `${id}-table-caption`;
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll the table sideways on a narrow screen.
      tabIndex={0}
      sx={{
        my: 3,
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Table
        size="small"
        sx={{
          minWidth: 680,
          '& > caption': {
            captionSide: 'top',
            typography: 'body2',
            fontWeight: 700,
            color: 'text.primary',
            px: 2,
            pt: 1.5,
            pb: 1,
          },
        }}
      >
        <caption id={captionId}>
          {/* Stays in view and wraps to the visible width while the table scrolls sideways. */}
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              position: 'sticky',
              left: 16,
              maxWidth: 'calc(100vw - 64px)',
            }}
          >
            {table.caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {table.headers.map((header) => (
              <TableCell
                key={header}
                component="th"
                scope="col"
                sx={{ fontWeight: 700, bgcolor: 'action.hover', whiteSpace: 'nowrap' }}
              >
                {header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row) => (
            <TableRow key={row[0]} sx={{ verticalAlign: 'top' }}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <TableCell key={index} component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index}>{cell}</TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Section({ section, heading }: { section: LegalSection; heading: string }) {
  const headingId = `${section.id}-heading`;
  return (
    <Box
      component="section"
      id={section.id}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: SCROLL_MARGIN, '& > p, & > ul, & > h2': { maxWidth: READABLE_WIDTH } }}
    >
      <Typography
        id={headingId}
        component="h2"
        variant="h3"
        tabIndex={-1}
        sx={{ mb: 1.5, '&:focus:not(:focus-visible)': { outline: 'none' } }}
      >
        {heading}
      </Typography>
      {section.paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 1.5 }}>
          <LinkedText text={text} />
        </Typography>
      ))}
      {section.list ? (
        <Box component="ul" sx={{ pl: 3, my: 1.5, '& > li': { mb: 0.75, pl: 0.5 } }}>
          {section.list.map((item) => (
            <Typography key={item} component="li">
              <LinkedText text={item} />
            </Typography>
          ))}
        </Box>
      ) : null}
      {section.table ? <SectionTable table={section.table} id={section.id} /> : null}
      {section.closing?.map((text) => (
        <Typography key={text} sx={{ mb: 1.5 }}>
          <LinkedText text={text} />
        </Typography>
      ))}
    </Box>
  );
}

/** A policy document from the `legal` namespace: title, summary, contents and numbered sections. */
export function LegalPage({ documentKey }: { documentKey: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const origin = useOrigin();
  const host = useHost();
  // i18next types a returned object only as an object; legal.json holds a LegalDocument per key.
  const doc = t(documentKey, {
    returnObjects: true,
    host,
    contactUrl: `${origin}${paths.contact.getHref()}`,
    privacyUrl: `${origin}${paths.privacy.getHref()}`,
  }) as LegalDocument;
  const tocTitleId = `${documentKey}-toc-title`;
  const summaryTitleId = `${documentKey}-summary-title`;
  useDocumentTitle(doc.title);

  // A shared link such as /privacy-policy#your-rights opens at that section.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 6,
          rowGap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          gridTemplateAreas: { xs: '"header" "toc" "body"', md: '"toc header" "toc body"' },
          overflowWrap: 'break-word',
        }}
      >
        <Box sx={{ gridArea: 'header', maxWidth: READABLE_WIDTH }}>
          <Typography variant="h1" sx={{ mb: 1 }}>
            {doc.title}
          </Typography>
          <Typography color="text.secondary">{doc.updated}</Typography>
          {doc.summary?.length ? (
            <Box
              sx={{
                mt: 3,
                p: { xs: 2, md: 3 },
                borderRadius: '4px 16px 16px 4px',
                bgcolor: 'rgba(31, 58, 95, 0.06)',
                borderLeft: 4,
                borderColor: 'secondary.main',
              }}
            >
              <Typography id={summaryTitleId} component="h2" variant="h4" sx={{ mb: 1 }}>
                {doc.summaryTitle}
              </Typography>
              <Box
                component="ul"
                aria-labelledby={summaryTitleId}
                sx={{ pl: 2.5, m: 0, '& > li': { mb: 0.75, '&:last-of-type': { mb: 0 } } }}
              >
                {doc.summary.map((item) => (
                  <Typography key={item} component="li">
                    <LinkedText text={item} />
                  </Typography>
                ))}
              </Box>
            </Box>
          ) : null}
        </Box>

        <Paper
          component="nav"
          variant="outlined"
          aria-labelledby={tocTitleId}
          sx={{
            gridArea: 'toc',
            alignSelf: 'start',
            p: { xs: 2, md: 2.5 },
            position: { md: 'sticky' },
            top: { md: SCROLL_MARGIN.md },
            maxHeight: { md: `calc(100dvh - ${SCROLL_MARGIN.md + 16}px)` },
            overflowY: { md: 'auto' },
          }}
        >
          <Typography id={tocTitleId} component="h2" variant="h5" sx={{ mb: 1 }}>
            {doc.tocTitle}
          </Typography>
          <Box
            component="ol"
            sx={{
              m: 0,
              pl: 3.5,
              '& > li': { py: 0.375, typography: 'body2', lineHeight: 1.45 },
              '& > li::marker': { color: 'text.secondary' },
            }}
          >
            {doc.sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={`#${section.id}`}
                  onClick={(event) => scrollToSection(event, section.id)}
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </Box>
        </Paper>

        <Box
          sx={{
            gridArea: 'body',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            rowGap: { xs: 4, md: 5 },
          }}
        >
          {doc.sections.map((section, index) => (
            <Section
              key={section.id}
              section={section}
              heading={t('sectionHeading', { number: index + 1, title: section.title })}
            />
          ))}
        </Box>
      </Box>
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage documentKey="privacy" />;
}

export function TermsOfServicePage() {
  return <LegalPage documentKey="terms" />;
}
