/**
 * The header's model menu (NAV-02): the body types that have models on the left, ordered
 * suvs, utes, cars, hybrids, sports, then any other A–Z (models without a body type last,
 * under 'Other'); model cards for the chosen body (image, name, from price) in the dealer's
 * order; and a Models Overview link. A card links where the model directory links (modelHref:
 * the dealer's override URL, the model page at /{new_slug or slug}, else the model's stock),
 * so a model that links nowhere is left out, and a body left without models with it.
 */
import type { Model } from '../../model/content.ts';
import { slugify } from '../../model/slugify.ts';
import {
  bodyLabel,
  compareBodies,
  fromPriceLabel,
  type ModelLinkContext,
  MODELS_PATH,
  modelHref,
  modelStatusLabel,
} from '../directory.ts';

export interface ModelMenuCard {
  id: string;
  name: string;
  make: string;
  href: string;
  image: string | undefined;
  /** 'From $32,990', or undefined without a price. */
  fromPrice: string | undefined;
  /** 'NEW' or 'COMING SOON'. */
  status: string | undefined;
}

export interface ModelMenuBody {
  /** The body's slug ("suvs"): ids of the menu's panels are made from it. */
  slug: string;
  label: string;
  cards: ModelMenuCard[];
}

export interface ModelMenu {
  bodies: ModelMenuBody[];
  /** Where 'Models Overview' links by default (/models); undefined when that page is not built. */
  overview: string | undefined;
  /** Cards name the make too when the range has more than one make. */
  showMake: boolean;
}

/** The group of models that have no body type. */
const OTHER = { slug: 'other', label: 'Other' };

export const MODELS_OVERVIEW_LABEL = 'Models Overview';

/** The model menu of a tenant's models; `context.pages` is every path the build emits. */
export function modelMenu(
  models: readonly Model[],
  context: ModelLinkContext & { pages: ReadonlySet<string> },
): ModelMenu {
  const groups = new Map<string, { label: string; cards: ModelMenuCard[] }>();
  const shown: ModelMenuCard[] = [];
  for (const model of models) {
    const href = modelHref(model, context);
    if (!href) continue;
    const card: ModelMenuCard = {
      id: model.id,
      name: model.name,
      make: model.manufacturer_name,
      href,
      image: model.image?.url,
      fromPrice: fromPriceLabel(model.from_price),
      status: modelStatusLabel(model.status),
    };
    shown.push(card);
    const bodies = [...new Set(model.body.map(slugify).filter(Boolean))];
    for (const slug of bodies.length > 0 ? bodies : [OTHER.slug]) {
      let group = groups.get(slug);
      if (!group) {
        const written = model.body.find((body) => slugify(body) === slug);
        group = { label: written ? bodyLabel(written) : OTHER.label, cards: [] };
        groups.set(slug, group);
      }
      group.cards.push(card);
    }
  }
  const rank = (slug: string) => (slug === OTHER.slug ? 1 : 0);
  return {
    bodies: [...groups]
      .sort(([a], [b]) => rank(a) - rank(b) || compareBodies(a, b))
      .map(([slug, group]) => ({ slug, label: group.label, cards: group.cards })),
    overview: context.pages.has(MODELS_PATH) ? MODELS_PATH : undefined,
    showMake: new Set(shown.map((card) => card.make)).size > 1,
  };
}
