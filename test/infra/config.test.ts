import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { CONTEXT_KEYS, mailDomainOf, readDeploymentConfig } from '../../infra/lib/config.js';

const configOf = (context: Record<string, string>) => readDeploymentConfig(new App({ context }).node);

describe('deployment config from CDK context', () => {
  it('has defaults, so `cdk synth` works without any context', () => {
    expect(configOf({})).toEqual({ stackPrefix: 'ProzessPuls', mailFrom: 'no-reply@example.com' });
  });

  it('reads the sender and an own domain', () => {
    const config = configOf({
      [CONTEXT_KEYS.mailFrom]: 'prozesspuls@firma.de',
      [CONTEXT_KEYS.webDomainName]: 'prozesspuls.firma.de',
      [CONTEXT_KEYS.webCertificateArn]: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    expect(config.mailFrom).toBe('prozesspuls@firma.de');
    expect(config.webDomain?.name).toBe('prozesspuls.firma.de');
    expect(mailDomainOf(config.mailFrom)).toBe('firma.de');
  });

  it('refuses settings that would only fail at deploy time', () => {
    expect(() => configOf({ [CONTEXT_KEYS.mailFrom]: 'ProzessPuls <a@b.de>' })).toThrow(/plain e-mail/);
    expect(() => configOf({ [CONTEXT_KEYS.webDomainName]: 'x.de' })).toThrow(/both/);
    expect(() =>
      configOf({
        [CONTEXT_KEYS.webDomainName]: 'x.de',
        [CONTEXT_KEYS.webCertificateArn]: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
    expect(() => configOf({ [CONTEXT_KEYS.stackPrefix]: 'bad prefix' })).toThrow(/stack prefix/);
    expect(() =>
      configOf({
        [CONTEXT_KEYS.webAclArn]: 'arn:aws:wafv2:eu-central-1:123456789012:regional/webacl/web/0a1b',
      }),
    ).toThrow(/us-east-1/);
    expect(() => configOf({ [CONTEXT_KEYS.alarmMail]: 'ops at firma' })).toThrow(/plain e-mail/);
  });

  it('reads the web ACL of the Waf stack and the operator mail for alarms', () => {
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/ProzessPuls-Waf-web/0a1b';
    const config = configOf({
      [CONTEXT_KEYS.webAclArn]: webAclArn,
      [CONTEXT_KEYS.alarmMail]: 'ops@firma.de',
    });
    expect(config.webAclArn).toBe(webAclArn);
    expect(config.alarmMail).toBe('ops@firma.de');
  });
});
