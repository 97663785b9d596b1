/**
 * The response-code catalogue: the inherited codes [ERR-1] plus those the product adds (116-119
 * [ERR-2]). Every answer is `{ code, message, data }`; `message` is the code's text in the caller's
 * language unless a handler gives a more precise one.
 */

/** Response codes by meaning. */
export const Code = {
  success: 0,
  failed: -1,
  tokenInvalid: 100,
  tokenExpired: 101,
  tokenMissing: 102,
  clientIdentityEmpty: 103,
  loginEmailEmpty: 104,
  loginPasswordEmpty: 105,
  wrongAccountOrPassword: 106,
  accountNotActivated: 107,
  accountNotFound: 108,
  registrationEmailEmpty: 109,
  registrationPasswordEmpty: 110,
  emailAlreadyRegistered: 111,
  registrationFailed: 112,
  projectNotFound: 113,
  noPermission: 114,
  parameterMissing: 115,
  tooManyAttempts: 116,
  conflict: 117,
  invalidInput: 118,
  fileRejected: 119,
  activateThroughMailbox: 555,
  someAlreadyImported: -1001,
} as const;

export type CodeName = keyof typeof Code;
export type ResponseCode = (typeof Code)[CodeName];

interface CodeEntry {
  /** HTTP status that goes with the code: it follows the code's class (docs/decisions/0034-http-status-by-code-class.md). */
  status: number;
  'zh-CN': string;
  en: string;
}

/** Text and HTTP status of every code. */
export const codeCatalogue: Record<ResponseCode, CodeEntry> = {
  0: { status: 200, 'zh-CN': '操作成功', en: 'Success' },
  [-1]: { status: 500, 'zh-CN': '操作失败', en: 'Operation failed' },
  100: { status: 401, 'zh-CN': '登录凭证无效，请重新登录', en: 'Invalid token, please log in again' },
  101: {
    status: 401,
    'zh-CN': '登录已过期，请重新登录',
    en: 'Your session has expired, please log in again',
  },
  102: { status: 401, 'zh-CN': '缺少登录凭证，请先登录', en: 'Token missing, please log in' },
  103: { status: 400, 'zh-CN': '客户端标识为空', en: 'Client identity is empty' },
  104: { status: 400, 'zh-CN': '登录邮箱不能为空', en: 'Login e-mail is empty' },
  105: { status: 400, 'zh-CN': '登录密码不能为空', en: 'Login password is empty' },
  106: { status: 200, 'zh-CN': '邮箱或密码错误', en: 'The email address or password is wrong' },
  107: { status: 200, 'zh-CN': '账号未激活', en: 'The account is not activated' },
  108: { status: 404, 'zh-CN': '账号不存在', en: 'The account does not exist' },
  109: { status: 400, 'zh-CN': '注册邮箱不能为空', en: 'Registration e-mail is empty' },
  110: { status: 400, 'zh-CN': '注册密码不能为空', en: 'Registration password is empty' },
  111: { status: 409, 'zh-CN': '该邮箱已被注册', en: 'This e-mail is already registered' },
  112: { status: 500, 'zh-CN': '注册失败', en: 'Registration failed' },
  113: { status: 404, 'zh-CN': '项目不存在', en: 'The project does not exist' },
  114: {
    status: 403,
    'zh-CN': '无权访问：该数据不属于此账号',
    en: 'No permission: this item does not belong to your account',
  },
  115: { status: 400, 'zh-CN': '缺少参数', en: 'A parameter is missing' },
  116: { status: 429, 'zh-CN': '尝试次数过多，请稍后再试', en: 'Too many attempts, please try again later' },
  117: {
    status: 409,
    'zh-CN': '数据已被修改，请刷新后重试',
    en: 'This item was changed since you loaded it; reload and try again',
  },
  118: { status: 400, 'zh-CN': '输入无效', en: 'Invalid input' },
  119: {
    status: 415,
    'zh-CN': '文件被拒绝（类型、大小或内容不符合要求）',
    en: 'File rejected (type, size or content)',
  },
  555: {
    status: 200,
    'zh-CN': '账号未激活，请前往登录邮箱激活后重试',
    en: 'The account is not activated: activate it through the link in your mailbox, then try again',
  },
  [-1001]: { status: 200, 'zh-CN': '部分逆变器已导入', en: 'Some inverters were already imported' },
};

/** The two languages of the product; zh-CN is the default. */
export type Culture = 'zh-CN' | 'en';
export const defaultCulture: Culture = 'zh-CN';

/** Reads a `Culture` header value leniently (`zh`, `zh-cn`, `en-US` ...); unknown → zh-CN. */
export function toCulture(value: string | undefined | null): Culture {
  if (!value) return defaultCulture;
  return value.toLowerCase().startsWith('en') ? 'en' : defaultCulture;
}

/** The code's message in the given language. */
export function codeMessage(code: ResponseCode, culture: Culture): string {
  return codeCatalogue[code][culture];
}

/** True for the codes that end the session on the client ([ERR-3]: 100, 101, 102). */
export function isSessionEndingCode(code: number): boolean {
  return code === Code.tokenInvalid || code === Code.tokenExpired || code === Code.tokenMissing;
}
