import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '@/lib/render-context';

const CvPreview = lazy(() => import('./cv-preview'));

/** The width the template is laid out at (a phone), before it is scaled into the frame. */
const LAYOUT_WIDTH = 390;
const SCREEN = { xs: 232, md: 276 } as const;

function ScreenSkeleton() {
  return (
    <Stack spacing={1.5} sx={{ p: 3, bgcolor: '#1f3a5f', height: 260 }}>
      <Skeleton
        variant="circular"
        width={88}
        height={88}
        sx={{ bgcolor: 'rgba(255,255,255,.18)' }}
      />
      <Skeleton width="70%" height={36} sx={{ bgcolor: 'rgba(255,255,255,.18)' }} />
      <Skeleton width="45%" sx={{ bgcolor: 'rgba(255,255,255,.18)' }} />
    </Stack>
  );
}

/**
 * A phone showing a real CV template with the sample CV, plus the public link it is shared by.
 * Purely decorative: hidden from assistive technology and inert, so its links take no focus.
 */
export function PhonePreview() {
  const { t } = useTranslation('landing');
  const host = useHost();
  return (
    <Box
      aria-hidden
      inert
      sx={{ position: 'relative', width: 'fit-content', mx: 'auto', userSelect: 'none' }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: '-12% -30%',
          background:
            'radial-gradient(closest-side, rgba(224,122,95,.28), transparent 70%), radial-gradient(closest-side at 70% 60%, rgba(61,90,128,.25), transparent 75%)',
          filter: 'blur(8px)',
          zIndex: 0,
        }}
      />
      <Box
        sx={{
          position: 'relative',
          zIndex: 1,
          p: '10px',
          borderRadius: '40px',
          bgcolor: '#0f1b2d',
          boxShadow:
            '0 0 0 2px #2a3a52 inset, 0 30px 60px rgba(15, 27, 45, .28), 0 8px 20px rgba(15, 27, 45, .18)',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: { xs: SCREEN.xs, md: SCREEN.md },
            height: { xs: 430, md: 560 },
            borderRadius: '30px',
            overflow: 'hidden',
            // The status bar takes the template's own navy, so the notch sits above the CV.
            bgcolor: '#1f3a5f',
            pt: '34px',
            // The fade hints that the CV goes on below the fold.
            maskImage: 'linear-gradient(to bottom, #000 78%, transparent)',
            '--preview-scale': { xs: SCREEN.xs / LAYOUT_WIDTH, md: SCREEN.md / LAYOUT_WIDTH },
          }}
        >
          <Box
            sx={{
              position: 'absolute',
              top: 8,
              left: '50%',
              transform: 'translateX(-50%)',
              width: 76,
              height: 20,
              borderRadius: 10,
              bgcolor: '#0f1b2d',
              zIndex: 2,
            }}
          />
          <Box
            sx={{
              width: LAYOUT_WIDTH,
              transform: 'scale(var(--preview-scale))',
              transformOrigin: 'top left',
              pointerEvents: 'none',
              '& > *': { boxShadow: 'none !important' },
            }}
          >
            <Suspense fallback={<ScreenSkeleton />}>
              <CvPreview />
            </Suspense>
          </Box>
        </Box>
      </Box>
      <Box
        sx={{
          position: 'absolute',
          zIndex: 2,
          left: { xs: -28, md: -64 },
          bottom: { xs: 56, md: 84 },
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 999,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontSize: 13,
          fontWeight: 650,
          whiteSpace: 'nowrap',
          boxShadow: '0 10px 30px rgba(15, 27, 45, .18)',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 26,
            height: 26,
            borderRadius: '50%',
            bgcolor: 'success.main',
            color: '#fff',
          }}
        >
          <LinkIcon sx={{ fontSize: 16 }} />
        </Box>
        {t('hero.previewLink', { host })}
      </Box>
    </Box>
  );
}
