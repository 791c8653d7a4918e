import type { Node } from 'constructs';

/** Deployment settings, read from CDK context (`cdk.json` or `cdk deploy -c key=value`). */
export interface DeploymentConfig {
  /** Prefix of every stack name, e.g. `ProzessPuls` → `ProzessPuls-Data`. */
  readonly stackPrefix: string;
  /** Sender of invitation and password mails; must be a verified SES identity (address or domain). */
  readonly mailFrom: string;
  /** Where the help centre's bug reports are mailed; MAIL_FROM when not set. */
  readonly supportMail?: string;
  /** Own domain of the web app; without it the app is served on the CloudFront default domain. */
  readonly webDomain?: WebDomain;
  /** ARN of the WAF web ACL (the Waf stack's output, us-east-1) that guards the distribution. */
  readonly webAclArn?: string;
  /** Where CloudWatch alarm notifications are mailed. */
  readonly alarmMail?: string;
}

export interface WebDomain {
  readonly name: string;
  /** ACM certificate for `name`; CloudFront only accepts certificates from us-east-1. */
  readonly certificateArn: string;
}

export const CONTEXT_KEYS = {
  stackPrefix: 'prozesspuls:stackPrefix',
  mailFrom: 'prozesspuls:mailFrom',
  supportMail: 'prozesspuls:supportMail',
  webDomainName: 'prozesspuls:webDomainName',
  webCertificateArn: 'prozesspuls:webCertificateArn',
  webAclArn: 'prozesspuls:webAclArn',
  alarmMail: 'prozesspuls:alarmMail',
} as const;

const DEFAULTS = {
  stackPrefix: 'ProzessPuls',
  mailFrom: 'no-reply@example.com',
} as const;

function stringContext(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context ${key} must be a string`);
  return value.trim();
}

export function readDeploymentConfig(node: Node): DeploymentConfig {
  const stackPrefix = stringContext(node, CONTEXT_KEYS.stackPrefix) ?? DEFAULTS.stackPrefix;
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(stackPrefix)) throw new Error(`Invalid stack prefix: ${stackPrefix}`);

  const mailFrom = stringContext(node, CONTEXT_KEYS.mailFrom) ?? DEFAULTS.mailFrom;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(mailFrom)) {
    throw new Error(`Context ${CONTEXT_KEYS.mailFrom} must be a plain e-mail address, got: ${mailFrom}`);
  }

  const supportMail = stringContext(node, CONTEXT_KEYS.supportMail);
  if (supportMail !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(supportMail)) {
    throw new Error(
      `Context ${CONTEXT_KEYS.supportMail} must be a plain e-mail address, got: ${supportMail}`,
    );
  }

  const name = stringContext(node, CONTEXT_KEYS.webDomainName);
  const certificateArn = stringContext(node, CONTEXT_KEYS.webCertificateArn);
  if (Boolean(name) !== Boolean(certificateArn)) {
    throw new Error(
      `Set both ${CONTEXT_KEYS.webDomainName} and ${CONTEXT_KEYS.webCertificateArn}, or neither`,
    );
  }
  if (certificateArn && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error(`${CONTEXT_KEYS.webCertificateArn} must be an ACM certificate in us-east-1 (CloudFront)`);
  }
  const webDomain = name && certificateArn ? { name, certificateArn } : undefined;

  const webAclArn = stringContext(node, CONTEXT_KEYS.webAclArn);
  if (
    webAclArn !== undefined &&
    !/^arn:aws:wafv2:us-east-1:\d{12}:global\/webacl\/[^/]+\/[^/]+$/.test(webAclArn)
  ) {
    throw new Error(
      `${CONTEXT_KEYS.webAclArn} must be a global (CloudFront) WAF web ACL in us-east-1, got: ${webAclArn}`,
    );
  }
  const alarmMail = stringContext(node, CONTEXT_KEYS.alarmMail);
  if (alarmMail !== undefined && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(alarmMail)) {
    throw new Error(`Context ${CONTEXT_KEYS.alarmMail} must be a plain e-mail address, got: ${alarmMail}`);
  }
  return {
    stackPrefix,
    mailFrom,
    ...(supportMail ? { supportMail } : {}),
    ...(webDomain ? { webDomain } : {}),
    ...(webAclArn ? { webAclArn } : {}),
    ...(alarmMail ? { alarmMail } : {}),
  };
}

/** The domain part of the sender address: SES may have verified the domain or the address. */
export function mailDomainOf(mailFrom: string): string {
  return mailFrom.slice(mailFrom.lastIndexOf('@') + 1);
}
