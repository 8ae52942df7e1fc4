import type { Client } from 'pg';

/**
 * The schema of a database as text, one object per line, in a stable order: extensions, columns
 * (type, nullability, default, generation, statistics target), constraints, indexes, triggers,
 * functions, sequences and the text search configurations' mappings. Objects that extensions own
 * are left out, and so are NOT NULL constraints as rows of pg_constraint (PostgreSQL 18 adds them;
 * the columns say it). Two databases that print the same text have the same schema.
 */
export async function describeSchema(db: Client): Promise<string> {
  const sections: Array<[string, string]> = [
    ['extension', `SELECT extname AS line FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`],
    [
      'column',
      `SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
                || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END
                || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
                || CASE a.attgenerated WHEN 's' THEN ' stored' ELSE '' END
                || CASE WHEN coalesce(a.attstattarget::int, -1) >= 0 THEN ' statistics ' || a.attstattarget ELSE '' END AS line
         FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY c.relname, a.attnum`,
    ],
    [
      'constraint',
      `SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) AS line
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE c.relnamespace = 'public'::regnamespace AND k.contype <> 'n'
        ORDER BY c.relname, k.conname`,
    ],
    [
      'index',
      `SELECT pg_get_indexdef(i.indexrelid) || CASE WHEN i.indisvalid THEN '' ELSE ' INVALID' END AS line
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relnamespace = 'public'::regnamespace
        ORDER BY c.relname`,
    ],
    [
      'trigger',
      `SELECT pg_get_triggerdef(t.oid) AS line
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
        ORDER BY c.relname, t.tgname`,
    ],
    [
      'function',
      `SELECT pg_get_functiondef(p.oid) AS line
         FROM pg_proc p
        WHERE p.pronamespace = 'public'::regnamespace
          AND NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = 'pg_proc'::regclass AND e.objid = p.oid AND e.deptype = 'e')
        ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
    ],
    [
      'sequence',
      `SELECT s.sequencename || ' ' || s.data_type::text || ' increment ' || s.increment_by
                || coalesce(' owned by ' || (SELECT t.relname || '.' || a.attname
                                               FROM pg_depend o
                                               JOIN pg_class t ON t.oid = o.refobjid
                                               JOIN pg_attribute a ON a.attrelid = o.refobjid AND a.attnum = o.refobjsubid
                                              WHERE o.classid = 'pg_class'::regclass AND o.objid = (quote_ident(s.sequencename))::regclass
                                                AND o.deptype = 'a'), '') AS line
         FROM pg_sequences s WHERE s.schemaname = 'public'
        ORDER BY s.sequencename`,
    ],
    [
      'text search',
      `SELECT cfg.cfgname || ' ' || tok.alias || ' ' || string_agg(dict.dictname, ', ' ORDER BY m.mapseqno) AS line
         FROM pg_ts_config cfg
         JOIN pg_ts_config_map m ON m.mapcfg = cfg.oid
         JOIN pg_ts_dict dict ON dict.oid = m.mapdict
         JOIN ts_token_type(cfg.cfgparser) tok ON tok.tokid = m.maptokentype
        WHERE cfg.cfgnamespace = 'public'::regnamespace
        GROUP BY cfg.cfgname, tok.alias
        ORDER BY cfg.cfgname, tok.alias`,
    ],
  ];
  const lines: string[] = [];
  for (const [section, query] of sections) {
    const { rows } = await db.query<{ line: string }>(query);
    for (const { line } of rows) lines.push(`${section}: ${line.trim()}`);
  }
  return `${lines.join('\n')}\n`;
}
