-- The privacy page the configuration's clause points to, for shops whose demo data predates it. An operator's
-- own page under the key is kept.
INSERT INTO contents (key, lang, title, body)
SELECT v.key, v.lang, v.title, v.body FROM (VALUES
  ('privacy', 'en-us', 'Privacy', '<p>We keep your name, mobile number and bank card to run your account and pay your withdrawals; we never sell them. Card numbers are shown masked.</p>'),
  ('privacy', 'zh-tw', '隱私權政策', '<p>我們保存您的姓名、手機號碼與銀行卡，只用於經營您的帳戶與支付提現，絕不出售。卡號一律遮蔽顯示。</p>')
) AS v(key, lang, title, body)
WHERE EXISTS (SELECT 1 FROM contents WHERE key = 'about')
ON CONFLICT (key, lang) DO NOTHING;
