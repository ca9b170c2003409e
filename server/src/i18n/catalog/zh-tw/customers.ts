/**
 * A customer's account, daily sign-in and VIP level. In Traditional Chinese (Taiwan): the keys of en-
 * us/customers.ts.
 */
export const customers: Record<string, string> = {
  'account.registered': '註冊成功',
  'account.loggedIn': '登入成功',
  'account.usernameTaken': '此用戶名已被使用',
  'account.inviteNotFound': '找不到此邀請碼',
  'account.badCredentials': '帳號或密碼不正確',
  'account.locked': '失敗次數過多，密碼登入已鎖定，請 {minutes, number} 分鐘後再試',
  'account.disabled': '此帳號已停用',
  'account.profileSaved': '個人資料已儲存',
  'account.passwordChanged': '密碼已修改，請重新登入',
  'account.oldPasswordWrong': '舊密碼不正確',
  'account.payPasswordSet': '提現密碼已設定',
  'account.payPasswordExists': '已設定提現密碼，請改用修改功能',
  'account.payPasswordMissing': '尚未設定提現密碼',
  'account.payPasswordChanged': '提現密碼已修改',
  'account.oldPayPasswordWrong': '舊提現密碼不正確',
  'account.payPasswordWrong': '提現密碼不正確',
  'account.passwordChangedMeanwhile': '密碼已被同時送出的另一個請求修改，本次未做任何變更',
  'account.tooManyAtOnce': '同時嘗試次數過多，請再試一次',
  'account.payPasswordLocked': '提現密碼錯誤次數過多，已鎖定至 {until}（還有 {minutes, number} 分鐘），請屆時再試',
  'signin.off': '每日簽到暫不開放',
  'signin.already': '今天已簽到，明天再來',
  'signin.done': '簽到成功',
  'vip.notHigher': '您已是 {level} 級，請選擇更高的等級',
  'vip.noLevel': '找不到此 VIP 等級',
  'vip.upgraded': 'VIP 等級已升級',
};
