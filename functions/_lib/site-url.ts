/**
 * The site's address for links in mail. Locally it is SITE_URL. Deployed, the web stack (which
 * owns the CloudFront distribution in front of both the site and the API) writes it to an SSM
 * parameter named by SITE_URL_PARAMETER: the API stack cannot take it as a value without a
 * dependency cycle (the distribution needs the API as an origin).
 */
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { config } from './config/env';

let cached: Promise<string> | undefined;

async function readParameter(name: string): Promise<string> {
  const client = new SSMClient({});
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: name }));
    if (!Parameter?.Value) throw new Error(`SSM parameter ${name} is empty`);
    return Parameter.Value.replace(/\/+$/, '');
  } finally {
    client.destroy();
  }
}

export function siteUrl(): Promise<string> {
  const parameter = process.env.SITE_URL_PARAMETER;
  cached ??= parameter ? readParameter(parameter) : Promise.resolve(config().SITE_URL.replace(/\/+$/, ''));
  return cached;
}
