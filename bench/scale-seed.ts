/**
 * The scale bench's data (issue 31): one PostgreSQL database with `total` users and CVs, each user
 * signed in once, written a thousand users at a time. The size is the caller's: the bench seeds 100,000,
 * an API test 10,000 (tests/api/scale-seed.test.ts).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import sharp from 'sharp';
import { CV_CONTENT_KEYS, pick } from '@/domain/cv';
import { cvs, photos, schema, users } from '@server/db/schema';
import { DEMO_CV } from '@server/modules/cv/demo-seed';
import { asColumns } from '@server/modules/cv/more-lists';
import { seedBench, type BenchUser } from './seed';

const BATCH = 1000;
const JOBS = ['Nurse', 'Electrician', 'Chef', 'Accountant', 'Designer', 'Driver', 'Teacher'];
/** The columns a plain CV copies from the first one: all but its id and what is its own. */
const OWN_COLUMNS = new Set(['id', 'user_id', 'first_name', 'current_job_title', 'photo_id']);
const copied = Object.values(getTableColumns(cvs))
  .map((column) => column.name)
  .filter((name) => !OWN_COLUMNS.has(name));

/** Usernames of the plain users are `person{i}`, i from `own` up to `total`. */
export const scaleUsername = (i: number) => `person${i}`;

/** The demo CV, the bench's own users (each with a CV), then plain users with a CV each to `total`. */
export async function seedScale(url: string, total: number, own: number): Promise<BenchUser[]> {
  // Migrates the database and makes the users who sign in, through the product's own code.
  const made = await seedBench({ kind: 'postgres', url }, own);
  // Not the product's client, whose 4 s statement timeout (PG_TIMEOUTS) cancels a bulk insert on a
  // busy two-core machine (issue 53); nothing here answers a request that must not wait.
  const client = new pg.Client({ connectionString: url, options: '-c statement_timeout=0' });
  await client.connect();
  try {
    const db = drizzle(client, { schema });
    const content = pick(DEMO_CV, CV_CONTENT_KEYS);
    // Hashed once by seedBench: argon2 for each of 100,000 users would take hours.
    const [hashed] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, made[0]!.email));
    const passwordHash = hashed?.hash ?? null;
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3d5a80' },
    })
      .webp()
      .toBuffer();
    let template: string | undefined;
    for (let start = own; start < total; start += BATCH) {
      const index = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => start + i);
      const ids = await db
        .insert(users)
        .values(
          index.map((i) => ({
            email: `${scaleUsername(i)}@scale.example.com`,
            passwordHash,
            username: scaleUsername(i),
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      // One CV in ten has a photo.
      const withPhoto = ids.filter((_, n) => index[n]! % 10 === 5);
      const photoIds = withPhoto.length
        ? await db
            .insert(photos)
            .values(
              withPhoto.map(({ id }) => ({
                userId: id,
                contentType: 'image/webp',
                width: 64,
                height: 64,
                bytes: photo,
              })),
            )
            .returning({ id: photos.id, userId: photos.userId })
        : [];
      const photoOf = new Map(photoIds.map((p) => [p.userId, p.id]));
      const rows = ids.map(({ id }, n) => ({
        userId: id,
        first_name: `Person ${index[n]}`,
        current_job_title: JOBS[n % JOBS.length]!,
        photoId: photoOf.get(id) ?? null,
      }));
      if (!template) {
        const [first] = await db
          .insert(cvs)
          .values(asColumns({ ...content, ...rows.shift()! }, (lists) => lists))
          .returning({ id: cvs.id });
        template = first!.id;
      }
      // The others copy the first CV's content in the database: sending the same content a
      // thousand times a batch was most of the seed's time, spent building the statements.
      await client.query(
        `insert into cvs (user_id, first_name, current_job_title, photo_id, ${copied.map((c) => `"${c}"`).join(', ')})
         select v.user_id, v.first_name, v.job, v.photo_id, ${copied.map((c) => `t."${c}"`).join(', ')}
         from unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[]) as v(user_id, first_name, job, photo_id)
         join cvs t on t.id = $5`,
        [
          rows.map((r) => r.userId),
          rows.map((r) => r.first_name),
          rows.map((r) => r.current_job_title),
          rows.map((r) => r.photoId),
          template,
        ],
      );
    }
    // Each user has signed in once: sessions and refresh tokens as many as users.
    await db.execute(sql`insert into sessions (user_id) select id from users`);
    await db.execute(sql`
      insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
      select user_id, id, md5(random()::text) || md5(random()::text), now() + interval '30 days'
      from sessions`);
    await db.execute(sql`analyze`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return made;
}
