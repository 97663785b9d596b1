/** Loads a sample event from events/ (cloned, so a test may change it). */
import { readFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export function sampleEvent(name: string): APIGatewayProxyEventV2 {
  const file = new URL(`../../events/${name}.json`, import.meta.url);
  return structuredClone(JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2);
}
