import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';

/** "{host}/" at the start of a username field; a long host is cut at its start, not its end. */
export function HostPrefix({ host, fontWeight }: { host: string; fontWeight?: number }) {
  return (
    <InputAdornment
      position="start"
      sx={{ mr: 0.25, flexShrink: 0, maxWidth: '62%', overflow: 'hidden' }}
    >
      <Typography
        component="span"
        color="text.secondary"
        noWrap
        sx={{ direction: 'rtl', textAlign: 'left', fontWeight }}
      >
        {/* Kept left-to-right inside an rtl box, so a long host is cut at its start. */}
        <bdi>{`${host}/`}</bdi>
      </Typography>
    </InputAdornment>
  );
}
