-- successions / maxsuccessions are the daily sign-in streak (issue 10), no longer the login streak: a customer who
-- never signed in has none.
ALTER TABLE users ALTER COLUMN successions SET DEFAULT 0;
ALTER TABLE users ALTER COLUMN maxsuccessions SET DEFAULT 0;
UPDATE users u SET
  successions = COALESCE((SELECT s.streak FROM signins s WHERE s.user_id = u.id ORDER BY s.day DESC LIMIT 1), 0),
  maxsuccessions = COALESCE((SELECT max(s.streak) FROM signins s WHERE s.user_id = u.id), 0);

-- The pages the configuration's clause names exist in every shop, demo data or not; the operator rewrites them
-- (npm run ops -- content:save). A page already there is kept.
INSERT INTO contents (key, lang, title, body) VALUES
  ('about', 'en-us', 'About us', '<p>An online shop with daily snap buying. Your balance and every change to it are on your statement.</p>'),
  ('about', 'zh-tw', '關於我們', '<p>每日開放搶購的線上商城。您的餘額與每一筆變動都列在帳單上。</p>'),
  ('terms', 'en-us', 'Terms of service', '<p>Balances are kept in cents; every change is on your statement. Withdrawals go to the bank card in your registered name.</p>'),
  ('terms', 'zh-tw', '服務條款', '<p>餘額以分為單位保存，每筆變動都列在您的帳單上。提現只匯至與註冊姓名相符的銀行卡。</p>'),
  ('privacy', 'en-us', 'Privacy', '<p>We keep your name, mobile number and bank card to run your account and pay your withdrawals; we never sell them. Card numbers are shown masked.</p>'),
  ('privacy', 'zh-tw', '隱私權政策', '<p>我們保存您的姓名、手機號碼與銀行卡，只用於經營您的帳戶與支付提現，絕不出售。卡號一律遮蔽顯示。</p>')
ON CONFLICT (key, lang) DO NOTHING;
