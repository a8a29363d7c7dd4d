// Baseline H: the machine's own ceiling for one Node process answering HTTP, measured with the same load
// tool and settings as every scenario. The server runs in a child process, like the app.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const HELLO_WORLD = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello world');
});
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

export async function startHelloWorld() {
  const child = spawn(process.execPath, ['-e', HELLO_WORLD], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = await once(child.stdout, 'data');
  const port = Number(String(chunk).trim());
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      return once(child, 'exit');
    },
  };
}
