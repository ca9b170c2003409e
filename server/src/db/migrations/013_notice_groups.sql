-- A notice is published in both languages: one row per language, grouped. Existing notices are their own group,
-- except a pair inserted together (one en-us, one zh-tw, the same moment), which is the demo's welcome notice.
ALTER TABLE notices ADD COLUMN group_id integer;
UPDATE notices SET group_id = id;
UPDATE notices z SET group_id = e.id FROM notices e
WHERE z.lang = 'zh-tw' AND e.lang = 'en-us' AND e.createtime = z.createtime
  AND (SELECT count(*) FROM notices x WHERE x.createtime = z.createtime) = 2;
ALTER TABLE notices ALTER COLUMN group_id SET NOT NULL;
ALTER TABLE notices ADD COLUMN updatetime timestamptz NOT NULL DEFAULT now();
ALTER TABLE notices ADD CONSTRAINT notices_status_check CHECK (status IN ('published', 'draft', 'withdrawn'));
CREATE UNIQUE INDEX notices_group_lang_key ON notices (group_id, lang);
CREATE SEQUENCE notice_groups_seq;
SELECT setval('notice_groups_seq', COALESCE((SELECT max(group_id) FROM notices), 0) + 1, false);
ALTER TABLE notices ALTER COLUMN group_id SET DEFAULT nextval('notice_groups_seq');
