import { type ParticipationBranding, participationBranding } from '@prozesspuls/shared/px';
import { primaryColorOf } from '@prozesspuls/shared/rules';
import type { Mail } from '../../adapters/mail.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { escapeHtml } from '../escapeHtml.js';

/** The branding of the client a survey belongs to (its name, inline logo and colour). */
export async function clientParticipationBranding(clientId: number): Promise<ParticipationBranding> {
  const client = await clientRecord(clientId);
  return participationBranding(client ?? {});
}

/**
 * A mail with a personal participation link in the look of the inviting client: a
 * bar in its colour, its logo and name above the text, the links in its colour; the text part
 * names the client first. The logo is inline (a data: URL): the mail loads nothing from anywhere.
 */
export function withClientBranding(mail: Mail, branding: ParticipationBranding): Mail {
  const color = `#${primaryColorOf(branding.color)}`;
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.clientName)}" style="max-height:48px;max-width:200px;display:block;margin-bottom:8px">`
    : '';
  const name = branding.clientName
    ? `<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:${color}">${escapeHtml(branding.clientName)}</p>`
    : '';
  const body = mail.html.replaceAll('<a href=', `<a style="color:${color};font-weight:600" href=`);
  const html = `<div style="border-top:6px solid ${color};padding-top:16px;font-family:Arial,Helvetica,sans-serif">${logo}${name}${body}</div>`;
  const text = branding.clientName ? `${branding.clientName}\n\n${mail.text}` : mail.text;
  return { ...mail, text, html };
}
