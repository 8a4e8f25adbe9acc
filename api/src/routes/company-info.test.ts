import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { CompanyInfo } from '../contracts/company-info.ts';
import { upsertSiteConfig } from '../repositories/site-config.ts';
import { demoSiteSettings } from '../seed/data/site.ts';
import { useTestApp } from '../test/test-app.ts';

describe('GET /api/companyinfo.php', () => {
  const { app, db } = useTestApp();

  it('returns the company of the site with a cleaned phone number', async () => {
    const response = await app().inject('/api/companyinfo.php');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(CompanyInfo, body)).toBe(true);
    expect(Object.keys(body).sort()).toEqual([
      'added',
      'address',
      'city',
      'country',
      'delete_discount',
      'kvk',
      'name',
      'support_phone',
      'tradenames',
      'vat_numbers',
    ]);
    expect(body).toMatchObject({
      name: 'Datingsite B.V.',
      kvk: '12345678',
      support_phone: '+31201234567',
      tradenames: ['Datingsite', 'Datingsite.nl'],
      vat_numbers: { NL: 'NL123456789B01' },
      added: '2024-03-01T09:00:00.000Z',
    });
  });

  it('answers 404 for a site without company info', async () => {
    await upsertSiteConfig(db(), { domain: 'nocompany.nl', isDefault: false, companyId: null, settings: demoSiteSettings('k') });
    const response = await app().inject('/api/companyinfo.php?domain=nocompany.nl');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('rejects an over-long domain', async () => {
    const response = await app().inject(`/api/companyinfo.php?domain=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });
});
