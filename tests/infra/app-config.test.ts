import { placeholderMailFrom, readAppConfig, siteUrlParameterName } from '@pvd/infra/config/app-config';
import { describe, expect, it } from 'vitest';

/** A construct node that answers context lookups from a plain object. */
const contextOf = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });

describe('readAppConfig', () => {
  it('has defaults for everything, so synth works without configuration', () => {
    // Act
    const config = readAppConfig(contextOf({}));

    // Assess
    expect(config).toMatchObject({
      appName: 'pv-design',
      env: undefined,
      mailFrom: placeholderMailFrom,
      mailFromIsPlaceholder: true,
      googleMapsApiKey: null,
      logLevel: 'info',
      reportsExpireDays: 30,
      alarmEmail: undefined,
      webAclArn: undefined,
      reportConcurrency: 10,
    });
  });

  it('reads the alarm address, a global web ACL ARN and the report concurrency (0: none reserved)', () => {
    const webAclArn = 'arn:aws:wafv2:us-east-1:111111111111:global/webacl/pv/abc';
    expect(
      readAppConfig(contextOf({ alarmEmail: 'ops@example.org', webAclArn, reportConcurrency: '0' })),
    ).toMatchObject({ alarmEmail: 'ops@example.org', webAclArn, reportConcurrency: 0 });
    expect(() => readAppConfig(contextOf({ alarmEmail: 'ops' }))).toThrow(/alarmEmail/);
    expect(() =>
      readAppConfig(
        contextOf({ webAclArn: 'arn:aws:wafv2:eu-central-1:111111111111:regional/webacl/pv/abc' }),
      ),
    ).toThrow(/webAclArn/);
    expect(() => readAppConfig(contextOf({ reportConcurrency: '-1' }))).toThrow(/reportConcurrency/);
  });

  it('pins account and region only when both are given', () => {
    expect(readAppConfig(contextOf({ account: '111111111111', region: 'eu-west-1' })).env).toEqual({
      account: '111111111111',
      region: 'eu-west-1',
    });
    expect(() => readAppConfig(contextOf({ region: 'eu-west-1' }))).toThrow(/account/);
  });

  it('reads the sender and accepts a domain only when the sender belongs to it', () => {
    const config = readAppConfig(
      contextOf({ mailFrom: 'hello@pv.example.org', mailDomain: 'pv.example.org' }),
    );
    expect(config).toMatchObject({ mailFrom: 'hello@pv.example.org', mailFromIsPlaceholder: false });
    expect(() =>
      readAppConfig(contextOf({ mailFrom: 'hello@other.org', mailDomain: 'pv.example.org' })),
    ).toThrow(/mailDomain/);
    expect(() => readAppConfig(contextOf({ mailFrom: 'not an address' }))).toThrow(/mailFrom/);
  });

  it('needs a certificate with a custom site domain', () => {
    expect(() => readAppConfig(contextOf({ siteDomain: 'pv.example.org' }))).toThrow(/siteCertificateArn/);
  });

  it('reads numbers given as text on the command line (-c reportsExpireDays=7)', () => {
    expect(readAppConfig(contextOf({ reportsExpireDays: '7' })).reportsExpireDays).toBe(7);
    expect(() => readAppConfig(contextOf({ reportsExpireDays: '0' }))).toThrow(/reportsExpireDays/);
  });

  it('refuses an unknown log level and an app name CloudFormation cannot use', () => {
    expect(() => readAppConfig(contextOf({ logLevel: 'verbose' }))).toThrow(/logLevel/);
    expect(() => readAppConfig(contextOf({ appName: 'pv_design' }))).toThrow(/appName/);
  });
});

describe('siteUrlParameterName', () => {
  it('names the parameter after the app, so stages do not share it', () => {
    expect(siteUrlParameterName({ appName: 'pv-design-test' })).toBe('/pv-design-test/site-url');
  });
});
