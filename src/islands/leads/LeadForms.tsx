/**
 * The lead modals (VDP-10): enquire, test drive and request photos in a native <dialog>
 * opened with showModal (focus moves in and is trapped; Escape closes; focus goes back to
 * the link that opened it). Loaded only when a shopper clicks a [data-lead] link: the
 * page script (../actions/car-page.ts) imports this module then and calls openLeadFromLink.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NO_IMAGE_CDN, responsiveImage } from '../../domain/responsive-image.ts';
import { enquireTitle, reserveTitle, testDriveLabel } from '../../domain/vehicle/type-wording.ts';
import { Picture } from '../media/Picture.tsx';
import type { LeadConfig } from './lead-config.ts';
import { LeadForm } from './LeadForm.tsx';
import { type LeadRequest, newIdempotencyKey, resolveRequest } from './lead-payload.ts';

/** The dialog's heading for a request, in the vehicle's own words ('Book a Test Ride'). */
export function leadTitle(request: LeadRequest, itemType?: LeadConfig['car']['item_type']): string {
  if (request.kind === 'test_drive') return testDriveLabel(itemType);
  if (request.kind === 'photos') return 'Request Photos';
  if (request.subcategory === 'Find Me Something Similar') return 'Find Me Something Similar';
  if (request.subcategory === 'Reserve') return reserveTitle(itemType);
  // Other openers name what they ask for ('Finance Pre-Approval', 'Delivery Quote' …).
  return request.subcategory ?? enquireTitle(itemType);
}

export interface LeadFormsProps {
  config: LeadConfig;
  request: LeadRequest;
  /** Called once the dialog has closed (Escape, the close button or a backdrop click). */
  onClosed: () => void;
}

/** One opening of a lead form in a modal dialog. */
export function LeadForms({ config, request, onClosed }: LeadFormsProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const formId = `lead${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // One key and start time per opening: a double click or a retry is one lead (SEC-06, SEC-03).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [startedAt] = useState(Date.now);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const handleClose = () => closedRef.current();
    // A click on the backdrop (the dialog element itself, outside its box) closes it; the
    // keyboard way out is the dialog's native Escape.
    const handleClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      if (
        event.clientX < box.left ||
        event.clientX > box.right ||
        event.clientY < box.top ||
        event.clientY > box.bottom
      )
        dialog.close();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('click', handleClick);
    if (!dialog.open) dialog.showModal();
    firstFieldRef.current?.focus();
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('click', handleClick);
      if (dialog.open) dialog.close();
    };
  }, []);

  const { car } = config;
  const title = leadTitle(request, config.car.item_type);
  return (
    <dialog
      ref={dialogRef}
      className="lead-dialog"
      aria-labelledby={`${formId}-title`}
      data-lead-kind={request.kind}
    >
      <div className="lead-dialog-head">
        <h2 id={`${formId}-title`}>{title}</h2>
        <button
          type="button"
          className="lead-close"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="lead-car">
        {car.image && (
          <Picture
            image={responsiveImage(car.image, 'thumb', config.media ?? NO_IMAGE_CDN)}
            alt=""
            width={120}
            height={80}
            priority="eager"
          />
        )}
        <p>
          <strong>{car.name}</strong>
          {car.stocknum && <span className="lead-stock">Stock no. {car.stocknum}</span>}
        </p>
      </div>
      <LeadForm
        config={config}
        request={request}
        formId={formId}
        idempotencyKey={idempotencyKey}
        startedAt={startedAt}
        firstFieldRef={firstFieldRef}
      />
    </dialog>
  );
}

let root: Root | undefined;
let openings = 0;

export interface OpenLeadForm {
  config: LeadConfig;
  request: LeadRequest;
  /** The link that opened the form: focus returns to it on close. */
  opener?: HTMLElement | null | undefined;
}

/** Renders the dialog into a container at the end of <body> (created once). */
export function openLeadForm({ config, request, opener }: OpenLeadForm): void {
  if (!root) {
    const container = document.createElement('div');
    container.id = 'lead-forms-root';
    document.body.append(container);
    root = createRoot(container);
  }
  const current = root;
  openings++;
  current.render(
    <LeadForms
      key={openings}
      config={config}
      request={request}
      onClosed={() => {
        current.render(null);
        opener?.focus();
      }}
    />,
  );
}

/**
 * What the page script calls for a clicked [data-lead] link: the link's data-lead and
 * data-subcategory decide the form (a 'Test Drive Only' car's enquiry is a test drive).
 * Answers false when the link names no form this module has.
 */
export function openLeadFromLink(opener: HTMLElement, config: LeadConfig): boolean {
  const request = resolveRequest(opener.dataset['lead'], opener.dataset['subcategory'], config.car);
  if (!request) return false;
  openLeadForm({ config, request, opener });
  return true;
}

/**
 * Rendered by LeadForms.astro as a never-hydrating island (nothing inside it to become
 * visible): it only makes Astro build this module for the browser and name its URL in the
 * page (the island's component-url), which the page script imports on the first click.
 */
export function LeadFormsModule() {
  return null;
}
