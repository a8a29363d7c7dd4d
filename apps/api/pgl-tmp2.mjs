import { setFlagsFromString } from 'node:v8';
if (process.argv[2] === 'liftoff') setFlagsFromString('--liftoff-only');
const { PGlite } = await import('@electric-sql/pglite');
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
const db = await PGlite.create('/tmp/mem/data-main/pglite', { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'max_connections=20'] });
const t = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < 120; i++) {
  await db.query(`select p.*, c.* from products p join categories c on c.id = p.category_id where p.product_name ilike '%a%' order by p.created_at desc limit 24 offset ${i}`);
  await db.query(`select count(*) from products p where to_tsvector('english', p.product_name || ' ' || coalesce(p.description,'')) @@ plainto_tsquery('english', 'lamp')`);
  await db.query(`select word, similarity(word, 'wirless') from (select distinct lower(unnest(string_to_array(product_name, ' '))) word from products) w order by 2 desc limit 5`);
}
const cpu = process.cpuUsage(t);
await new Promise((r) => setTimeout(r, 2000));
console.log(process.argv[2] ?? 'turbofan', 'wall', Math.round(performance.now() - t0), 'cpu', Math.round((cpu.user + cpu.system) / 1000), 'rss', Math.round(process.memoryUsage().rss / 1048576));
await db.close();
