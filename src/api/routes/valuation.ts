import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { CAR_CONDITION_OPTIONS } from '../../domain/leads/instant-offer.ts';
import type { Condition } from '../../domain/valuation.ts';
import { AU_STATES } from '../../model/location.ts';
import type { ValuationContext } from '../adapters/valuation.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { HttpError } from '../errors.ts';
import { apiSecret } from '../services/api-secret.ts';
import { clientAddress } from '../services/client.ts';
import { checkPhotoLink, readPhoto } from '../services/photo-links.ts';
import { rateLimit } from '../services/rate-limit.ts';
import {
  addImage,
  enterVin,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  manualEntry,
  updateEval,
} from '../services/valuation.ts';
import { FIX_ERRORS, parseBody } from '../parse-body.ts';
import { readJson } from './read-json.ts';

const REQUIRED = '* This field is required';
const NO_FILE = 'Please choose an image to upload.';

/** Room for the multipart boundaries and the evalid field around one 10MB image. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** EvalIDs are ours (UUIDs); a number is accepted too, as some clients send ids as numbers. */
const EvalIdSchema = v.pipe(
  v.union([v.string(), v.number()], REQUIRED),
  v.transform(String),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown valuation id'),
);

const StateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.picklist(AU_STATES, 'Please choose a state'),
);

/** Step 1 (LEAD-11): rego and state; the state may come as `state` or `regoState`. */
export const EnterVinSchema = v.pipe(
  v.strictObject({
    rego: v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(REQUIRED),
      v.regex(/^[A-Za-z0-9 -]{0,12}$/, 'Please enter a valid registration number'),
    ),
    state: v.optional(StateSchema),
    regoState: v.optional(StateSchema),
  }),
  v.forward(
    v.check((input) => input.state !== undefined || input.regoState !== undefined, REQUIRED),
    ['state'],
  ),
);

/** Step 2 (LEAD-11): the VIN from step 1 and the chosen Description. */
export const ManualEntrySchema = v.strictObject({
  vin: v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'VIN must be 17 letters or digits, without I, O or Q'),
  ),
  desc: v.pipe(
    v.string('* Please choose one car.'),
    v.trim(),
    v.nonEmpty('* Please choose one car.'),
    v.maxLength(300, 'Must be at most 300 characters'),
  ),
});

const email = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email('Please enter a valid e-mail address'));
const blankToUndefined = (value: string | null): string | undefined =>
  value === null || value.trim() === '' ? undefined : value;

/** Step 4 (LEAD-13): odometer, condition and contact; odometer and condition set the offer. */
export const UpdateEvalSchema = v.pipe(
  v.strictObject({
    evalid: EvalIdSchema,
    km: v.pipe(
      v.union(
        [
          v.number(),
          v.pipe(
            v.string(),
            v.transform((text) => text.replace(/[,\s]|kms?$/gi, '')),
            v.regex(/^\d+$/, 'Please enter the odometer reading in km'),
            v.transform(Number),
          ),
        ],
        'Please enter the odometer reading in km',
      ),
      v.integer('Please enter the odometer reading in whole km'),
      v.minValue(0, 'Please enter the odometer reading in km'),
      v.maxValue(2_000_000, 'Please check the odometer reading'),
    ),
    userEmail: v.optional(v.pipe(v.nullable(v.string()), v.transform(blankToUndefined), v.optional(email))),
    cName: v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(REQUIRED),
      v.maxLength(120, 'Must be at most 120 characters'),
    ),
    cEmail: v.optional(v.pipe(v.nullable(v.string()), v.transform(blankToUndefined), v.optional(email))),
    cPhone: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform(blankToUndefined),
        v.optional(
          v.pipe(v.string(), v.trim(), v.regex(/^[0-9 +()-]{6,20}$/, 'Please enter a valid phone number')),
        ),
      ),
    ),
    // The offer depends on it (LEAD-14): one of Your Details' answers, never a guess.
    car_condition: v.pipe(
      v.optional(v.string(REQUIRED), ''),
      v.trim(),
      v.check(
        (value) => (CAR_CONDITION_OPTIONS as readonly string[]).includes(value),
        (issue) => (issue.input === '' ? REQUIRED : 'Please choose one of the listed answers'),
      ),
      v.transform((value) => value as Condition),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.cEmail !== undefined || input.cPhone !== undefined,
      'Please give an e-mail address or a phone number',
    ),
    ['cEmail'],
  ),
);

/** One multipart upload: the valuation id and exactly one file (LEAD-12). */
export const ImageUploadSchema = v.strictObject({
  evalid: EvalIdSchema,
  file: v.optional(v.instance(File, NO_FILE)),
});

export function registerValuation(api: Hono<ApiEnv>, deps: ApiDeps): void {
  // Rego lookups are the calls a real vehicle-data service charges for: kept tight.
  const lookups = rateLimit(deps.store.rateLimits, 20, 10 * 60, 'vehicle lookups');
  // One valuation is up to 10 images and an update or two.
  const updates = rateLimit(deps.store.rateLimits, 60, 10 * 60, 'valuation requests');
  const key = (c: Context<ApiEnv>) => `${c.get('site').slug}:${clientAddress(c)}`;
  const context = (c: Context<ApiEnv>): ValuationContext => ({
    tenant: c.get('site').slug,
    rules: c.get('tenant').tenant.valuation,
    now: deps.now(),
  });

  /** POST /api/eval-expert/enter-vin { rego, state | regoState } (LEAD-11, spec-2 §7). */
  api.post('/eval-expert/enter-vin', async (c) => {
    await lookups.consume(key(c));
    const body = parseBody(EnterVinSchema, await readJson(c));
    const state = (body.state ?? body.regoState)!;
    return c.json(
      await enterVin(deps.store.valuations, deps.adapters.valuation, context(c), body.rego, state),
    );
  });

  /** POST /api/eval-expert/manual-entry { vin, desc } (LEAD-11). */
  api.post('/eval-expert/manual-entry', async (c) => {
    await lookups.consume(key(c));
    const body = parseBody(ManualEntrySchema, await readJson(c));
    return c.json(
      await manualEntry(deps.store.valuations, deps.adapters.valuation, context(c), body.vin, body.desc),
    );
  });

  /**
   * POST /api/eval-expert/image-upload, multipart evalid + file, one image per request
   * (LEAD-12, SEC-02). The JSON body limit skips this path; this route caps the body at 10MB
   * plus multipart overhead BEFORE it is buffered: a declared Content-Length over the cap is
   * refused at once, a chunked body is cut off as soon as it passes the cap.
   */
  api.post(
    '/eval-expert/image-upload',
    async (c, next) => {
      if (!c.get('tenant').tenant.settings.forms.imageUpload)
        throw new HttpError(404, 'Image upload is not available on this site.');
      await updates.consume(key(c));
      const type = c.req.header('content-type') ?? '';
      if (!type.toLowerCase().startsWith('multipart/form-data'))
        throw new HttpError(415, 'Send the image as multipart/form-data with the fields evalid and file.');
      return next();
    },
    bodyLimit({
      maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
      // Answered before the rest of the body is read: close the connection so the client never
      // reuses a socket with an unread upload on it.
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json({ message: IMAGE_TOO_LARGE }, 413);
      },
    }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw new HttpError(
          400,
          'The upload could not be read. Send one image as multipart/form-data with the fields evalid and file.',
        );
      }
      if (Array.isArray(form['file'])) throw new HttpError(400, 'Please upload one image per request.');
      const body = parseBody(ImageUploadSchema, form);
      const file = body.file;
      if (!file)
        throw new HttpError(400, FIX_ERRORS, {
          errors: [{ field: 'file', message: NO_FILE }],
        });
      if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, IMAGE_TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const stored = await addImage(
        deps.store.valuations,
        deps.dataDir,
        c.get('site').slug,
        body.evalid,
        bytes,
        deps.now(),
      );
      return c.json({ success: true, EvalID: body.evalid, images: stored.images }, 201);
    },
  );

  const secret = apiSecret(deps.dataDir);

  /**
   * GET /api/eval-expert/photos/:evalid/:photo?expires=&sig= : one trade-in photo for the
   * dealer, through the expiring signed link in the lead's e-mail (photo-links.ts).
   */
  api.get('/eval-expert/photos/:evalid/:photo', async (c) => {
    const evalId = c.req.param('evalid');
    const photo = Number(c.req.param('photo'));
    if (!/^[A-Za-z0-9-]{1,64}$/.test(evalId) || !Number.isInteger(photo) || photo < 1 || photo > MAX_IMAGES)
      throw new HttpError(404, 'Not found');
    const tenant = c.get('site').slug;
    checkPhotoLink(secret, tenant, evalId, photo, c.req.query('expires'), c.req.query('sig'), deps.now());
    const { bytes, contentType } = await readPhoto(deps.dataDir, tenant, evalId, photo);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': contentType,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  /** POST /api/eval-expert/update-eval { evalid, km, car_condition, userEmail, cName, cEmail, cPhone } (LEAD-13, LEAD-14). */
  api.post('/eval-expert/update-eval', async (c) => {
    await updates.consume(key(c));
    const body = parseBody(UpdateEvalSchema, await readJson(c));
    const update = {
      km: body.km,
      userEmail: body.userEmail,
      cName: body.cName,
      cEmail: body.cEmail,
      cPhone: body.cPhone,
      condition: body.car_condition,
    };
    return c.json(
      await updateEval(deps.store.valuations, deps.adapters.valuation, context(c), body.evalid, update),
    );
  });
}
