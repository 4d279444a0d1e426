/**
 * The printable PDF of one car (VDP-16), generated with pdfkit: one or two A4 pages with
 * the dealer, the car, its price as the site shows it, key facts, location and phone, up to
 * the checks the feed records for it (COMP-05; none listed when it records none), up to
 * 15 features, the dealer's comments as plain text and the vehicle page URL. The primary
 * image is included only when it is a local /media/ JPEG or PNG present in the demo media
 * folder; remote images are never fetched (no request from the server to a URL a feed
 * chose), and anything else is skipped silently.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { MEDIA_DIR } from '../../build/tenant-assets.ts';
import { odometerText } from '../../domain/format.ts';
import { carLicenceNumbers } from '../../domain/locations/licences.ts';
import { priceDisplay, priceDisplayOptions, priceText, priceTypeLabel } from '../../domain/price-display.ts';
import { plainText, truncate } from '../../domain/text.ts';
import { clearTitleText } from '../../domain/vehicle/clear-title.ts';
import { type RecordedCheck, recordedChecks } from '../../domain/vehicle/used-car-checks.ts';
import {
  advertisedStatutoryWarranty,
  statutoryWarrantyText,
} from '../../domain/vehicle/statutory-warranty.ts';
import type { Car } from '../../model/car.ts';
import { calendarDay } from '../../model/time-zone.ts';
import type { TenantData } from '../tenant-data.ts';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const DEFAULT_MEDIA_ROOT = join(REPO_ROOT, MEDIA_DIR);

export const PDF_MAX_FEATURES = 15;
/** Keeps the document to two pages at most. */
export const PDF_MAX_COMMENT_CHARS = 1800;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export interface CarPdfOptions {
  /** Folder /media/... paths resolve in; the repository's demo media by default. */
  mediaRoot?: string;
  /** The built site's folder, where the image pipeline's /img/... photos are (dist/<slug>). */
  siteDir?: string | undefined;
  /** Uncompressed content streams, for tests that read the text. */
  compress?: boolean;
}

/**
 * The standard PDF fonts only carry the WinAnsi characters: common typographic marks are
 * kept, others outside Latin-1 are dropped rather than printed as garbage.
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char)
    )
      out += char;
    else if (char === '\t' || char === '\r') out += ' ';
  }
  return out;
}

/**
 * The primary image's file when it is a local JPEG or PNG that exists: a /media/ path in the
 * media folder, or a resized photo /img/... in the built site's folder; else undefined.
 */
export function localImageFile(
  url: string | undefined,
  mediaRoot: string,
  siteDir?: string | undefined,
): string | undefined {
  const prefix = url?.startsWith('/media/')
    ? '/media/'
    : url?.startsWith('/img/') && siteDir
      ? '/'
      : undefined;
  if (!url || !prefix) return undefined;
  const path = decodeURIComponentSafe(url.split(/[?#]/)[0]!.slice(prefix.length));
  if (path === undefined || !/\.(jpe?g|png)$/i.test(path)) return undefined;
  const root = resolve(prefix === '/' ? siteDir! : mediaRoot);
  const file = resolve(root, path);
  if (!file.startsWith(root + sep)) return undefined;
  try {
    if (!existsSync(file) || !statSync(file).isFile() || statSync(file).size > MAX_IMAGE_BYTES)
      return undefined;
  } catch {
    return undefined;
  }
  return file;
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** JPEG or PNG by its first bytes: pdfkit can embed nothing else. */
function isJpegOrPng(data: Buffer): boolean {
  const jpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const png =
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return jpeg || png;
}

function carPriceText(car: Car, tenant: TenantData): string {
  return priceText(priceDisplay(car, priceDisplayOptions(tenant.tenant.settings)), { withWas: true });
}

/**
 * The lines under the price, as the vehicle page has them: the price type (COMP-02), the
 * statutory warranty of a used car on sale (COMP-03; nothing where the page can only say
 * "ask us"), a PPSR check the feed records (COMP-04) and the selling location's licence
 * numbers (COMP-01).
 */
export function complianceLines(car: Car, tenant: TenantData): string[] {
  const { settings } = tenant.tenant;
  const display = priceDisplay(car, priceDisplayOptions(settings));
  const today = calendarDay(new Date(tenant.builtAt), settings.site.timezone);
  const warranty = advertisedStatutoryWarranty(car, display, today);
  return [
    priceTypeLabel(display, car.price_type),
    warranty && warranty.kind !== 'unknown' ? statutoryWarrantyText(warranty) : undefined,
    clearTitleText(car, today, settings.site.timezone),
    carLicenceNumbers(car, tenant.tenant.locations).join(' · ') || undefined,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** The checks the feed records for the car, as its page lists them (COMP-05); empty when none. */
export function pdfCheckLines(car: Car, tenant: TenantData): RecordedCheck[] {
  const zone = tenant.tenant.settings.site.timezone;
  return recordedChecks(car, calendarDay(new Date(tenant.builtAt), zone), zone);
}

/** The key facts, label and value, only those the car has. */
export function keyFacts(car: Car): [string, string][] {
  const facts: [string, string | undefined][] = [
    ['Year', String(car.year)],
    ['Odometer', odometerText(car.km)],
    ['Body', car.simple_body ?? car.bodyconfiguration],
    ['Transmission', car.simple_transmission ?? car.trans],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ];
  return facts.filter((fact): fact is [string, string] => fact[1] !== undefined && fact[1].trim() !== '');
}

export function vehiclePageUrl(car: Car, tenant: TenantData): string {
  return new URL(car.path, tenant.tenant.settings.site.url).toString();
}

function dealerName(car: Car, tenant: TenantData): string {
  const dealership = tenant.tenant.dealerships.find((d) => d.id === car.dealership_id);
  return dealership?.name ?? tenant.tenant.settings.site.name;
}

function locationLines(car: Car, tenant: TenantData): string[] {
  const location = car.location;
  const phone = location?.phone ?? tenant.tenant.settings.branding.phones.sales;
  const lines: string[] = [];
  if (location) {
    lines.push(location.name);
    const { street, city, state, postcode } = location.address;
    const address = [street, [city, state, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    if (address) lines.push(address);
  }
  if (phone) lines.push(`Phone: ${phone}`);
  return lines;
}

/** Renders the PDF into a buffer. */
export function carPdf(car: Car, tenant: TenantData, options: CarPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: {
      Title: pdfSafe(car.name),
      Author: pdfSafe(dealerName(car, tenant)),
      Subject: vehiclePageUrl(car, tenant),
    },
  });
  const done = new Promise<Buffer>((resolveBuffer, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBuffer(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const gutter = 20;
  const half = (width - gutter) / 2;
  const text = (value: string, opts: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfSafe(value), { width, ...opts });
  const headingStyle = () => doc.font('Helvetica-Bold').fontSize(12).fillColor('#111111');
  const bodyStyle = () => doc.font('Helvetica').fontSize(10).fillColor('#222222');
  /** Starts a new page when fewer than `height` points are left, so a section is not split. */
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.maxY()) doc.addPage();
  };
  /** Two columns side by side from the current line; continues below the taller one. */
  const columns = (height: number, drawLeft: (x: number) => void, drawRight: (x: number) => void) => {
    ensureSpace(height);
    const top = doc.y;
    drawLeft(left);
    const leftBottom = doc.y;
    doc.y = top;
    drawRight(left + half + gutter);
    doc.x = left;
    doc.y = Math.max(leftBottom, doc.y);
  };
  const heading = (value: string, x: number, columnWidth: number) => {
    headingStyle();
    doc.text(pdfSafe(value), x, doc.y, { width: columnWidth });
    doc.moveDown(0.2);
    bodyStyle();
  };

  doc.font('Helvetica-Bold').fontSize(10).fillColor('#555555');
  text(dealerName(car, tenant));
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(20).fillColor('#111111');
  text(car.name);
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(16).fillColor('#111111');
  text(carPriceText(car, tenant));
  doc.font('Helvetica').fontSize(10).fillColor('#333333');
  for (const line of complianceLines(car, tenant)) text(line);

  const imageFile = localImageFile(
    car.primary_image_url,
    options.mediaRoot ?? DEFAULT_MEDIA_ROOT,
    options.siteDir,
  );
  if (imageFile) {
    try {
      const data = readFileSync(imageFile);
      if (isJpegOrPng(data)) {
        doc.moveDown(0.6);
        const top = doc.y;
        const height = 230;
        doc.image(data, left, top, { fit: [width, height], align: 'center', valign: 'center' });
        doc.x = left;
        doc.y = top + height;
      }
    } catch {
      // An unreadable or corrupt image is left out; the facts matter more.
    }
  }

  // Key facts beside the location and phone.
  const facts = keyFacts(car);
  const location = locationLines(car, tenant);
  const lineHeight = 10 * 1.25;
  doc.moveDown(1);
  columns(
    30 + Math.max(facts.length, location.length + 2) * lineHeight,
    (x) => {
      heading('Key facts', x, half);
      for (const [label, value] of facts) {
        doc.font('Helvetica-Bold').text(pdfSafe(`${label}: `), x, doc.y, { width: half, continued: true });
        doc.font('Helvetica').text(pdfSafe(value));
      }
    },
    (x) => {
      if (location.length === 0) return;
      heading('Location', x, half);
      for (const line of location) doc.text(pdfSafe(line), x, doc.y, { width: half });
    },
  );

  const checks = pdfCheckLines(car, tenant);
  if (checks.length > 0) {
    doc.moveDown(1);
    ensureSpace(30 + checks.length * 2 * lineHeight);
    heading(`Checks recorded by ${dealerName(car, tenant)}`, left, width);
    for (const check of checks) {
      doc.font('Helvetica-Bold').text(pdfSafe(`${check.title}: `), left, doc.y, { width, continued: true });
      doc.font('Helvetica').text(pdfSafe(check.text));
    }
  }

  // Up to 15 features, in two columns.
  const features = car.standardEquipment
    .map((item) => pdfSafe(item.trim()))
    .filter(Boolean)
    .slice(0, PDF_MAX_FEATURES);
  if (features.length > 0) {
    const firstColumn = features.slice(0, Math.ceil(features.length / 2));
    const secondColumn = features.slice(firstColumn.length);
    doc.moveDown(1);
    ensureSpace(30 + firstColumn.length * lineHeight);
    heading('Features', left, width);
    columns(
      firstColumn.length * lineHeight,
      (x) => doc.list(firstColumn, x, doc.y, { width: half, bulletRadius: 1.5, textIndent: 10 }),
      (x) => {
        if (secondColumn.length > 0)
          doc.list(secondColumn, x, doc.y, { width: half, bulletRadius: 1.5, textIndent: 10 });
      },
    );
  }

  const comments = car.dealercomments ? truncate(plainText(car.dealercomments), PDF_MAX_COMMENT_CHARS) : '';
  if (comments) {
    doc.moveDown(1);
    ensureSpace(60);
    heading('Dealer comments', left, width);
    text(comments, { align: 'left' });
  }

  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor('#555555');
  text(`View this vehicle online: ${vehiclePageUrl(car, tenant)}`);

  doc.end();
  return done;
}
