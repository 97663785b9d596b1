/**
 * A small stand-in for the report page as print host (shared/project/report/report-print.ts), served on
 * 127.0.0.1: Chinese text in Noto Sans SC (the @fontsource files the web uses), an SVG chart,
 * and `window.__PV_REPORT_PRINT_HOST__`. The page writes what it found in storage when it
 * started (the seeded session and language) and, for each job, the job's session, language,
 * project and `data.title`; it answers a little later, as the real page does once its data and
 * charts are drawn. `data.mode` 'error' answers 'error', 'never' never answers, 'slow' answers
 * after 1.5 s.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@pvd/shared/constants/browser-session';
import {
  REPORT_MARKS,
  REPORT_PRINT_HOST_EVENT,
  REPORT_PRINT_HOST_GLOBAL,
  REPORT_READY_ATTRIBUTE,
} from '@pvd/shared/project/report/report-print';

const fontsFolder = new URL('../../node_modules/@fontsource/noto-sans-sc/', import.meta.url).pathname;

/** Chinese text the PDF must carry as text. */
export const CHINESE_TITLE = '光伏系统设计报告';
export const CHINESE_PARAGRAPH = '年发电量与自发自用率';

const page = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<link rel="stylesheet" href="/fonts/400.css">
<style>
  @page { size: A4; margin: 12mm; }
  body { font-family: 'Noto Sans SC', sans-serif; }
</style></head>
<body>
<h1>${CHINESE_TITLE}</h1>
<p>${CHINESE_PARAGRAPH}</p>
<p id="started"></p>
<p id="job">no job</p>
<svg width="400" height="200" viewBox="0 0 400 200">
  <rect x="20" y="60" width="60" height="140" fill="#f08519"/>
  <rect x="120" y="20" width="60" height="180" fill="#f08519"/>
  <text x="20" y="50" font-size="14">一月</text>
</svg>
<script>
  const text = (id, value) => { document.getElementById(id).textContent = value; };
  const mark = (value) => document.documentElement.setAttribute('${REPORT_READY_ATTRIBUTE}', value);
  const started = JSON.parse(sessionStorage.getItem('${SESSION_STORAGE_KEY}') || '{}');
  text('started', 'started as ' + [started.accountName, localStorage.getItem('${LANGUAGE_STORAGE_KEY}')].join(' / '));
  const host = {
    show(job) {
      host.clear();
      performance.clearMarks('${REPORT_MARKS.shown}');
      performance.mark('${REPORT_MARKS.shown}');
      sessionStorage.setItem('${SESSION_STORAGE_KEY}', JSON.stringify(job.session));
      localStorage.setItem('${LANGUAGE_STORAGE_KEY}', job.session.language);
      return new Promise((resolve) => setTimeout(() => {
        const answer = (value) => { mark(value); resolve(value); };
        if (job.data.mode === 'never') return;
        if (job.data.mode === 'error') return answer('error');
        const session = JSON.parse(sessionStorage.getItem('${SESSION_STORAGE_KEY}'));
        text('job', [session.accountName, localStorage.getItem('${LANGUAGE_STORAGE_KEY}'), job.proId, job.data.title].join(' / '));
        document.fonts.ready.then(() => answer('true'));
      }, job.data.mode === 'slow' ? 1500 : 50));
    },
    clear() {
      text('job', 'no job');
      document.documentElement.removeAttribute('${REPORT_READY_ATTRIBUTE}');
      sessionStorage.removeItem('${SESSION_STORAGE_KEY}');
    },
  };
  window['${REPORT_PRINT_HOST_GLOBAL}'] = host;
  window.dispatchEvent(new Event('${REPORT_PRINT_HOST_EVENT}'));
</script>
</body></html>`;

function serveFont(path: string, response: import('node:http').ServerResponse): void {
  const file = normalize(join(fontsFolder, path.replace(/^\/fonts\//, '')));
  if (!file.startsWith(fontsFolder) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file.endsWith('.css') ? 'text/css' : 'font/woff2' });
  createReadStream(file).pipe(response);
}

/**
 * Starts the fixture site; answers its address (`http://127.0.0.1:<port>`), its server and how
 * many times the page itself was loaded.
 */
export async function startFixtureSite(): Promise<{
  origin: string;
  server: Server;
  pageLoads: () => number;
}> {
  let loads = 0;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/fonts/')) return serveFont(path, response);
    loads += 1;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { origin: `http://127.0.0.1:${port}`, server, pageLoads: () => loads };
}
