/**
 * The make refinement with its model sub-lists (SRCH-15). `makeListView` decides the rows:
 * the 'Popular Makes' and 'All Makes' groups, the collapsed length with 'Show all makes' /
 * 'Hide extra makes', and under each selected make a 'Select models' / 'Hide' toggle
 * with up to 30 models, which refine make_model. Deselecting a make drops its models too
 * (`modelRefinementsOfMake`), so no hidden model keeps narrowing the results.
 */
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch-core';
import { displayFacetItems, type FacetItem, facetLimit } from '../../domain/search/facets.ts';
import {
  initialOpenMakes,
  type MakeListRow,
  makeListView,
  modelRefinementsOfMake,
  toggleModelSubList,
} from '../../domain/search/make-list.ts';
import { FacetCheckbox } from './RefinementList.tsx';
import type { SearchPageConfig } from './types.ts';

type Group = { label: string; rows: Extract<MakeListRow<FacetItem>, { kind: 'make' }>[] };

/** The rows as groups under their headers, so each group is its own labelled list. */
function groupRows(rows: readonly MakeListRow<FacetItem>[]): Group[] {
  const groups: Group[] = [];
  for (const row of rows) {
    if (row.kind === 'header') groups.push({ label: row.label, rows: [] });
    else (groups.at(-1) ?? groups[groups.push({ label: '', rows: [] }) - 1]!).rows.push(row);
  }
  return groups;
}

export function MakeList({ config }: { config: SearchPageConfig }) {
  const { certifiedOnlySite, stockCount, countCap } = config;
  // Stable, as the widget compares its props by reference.
  const transformItems = useCallback(
    <T extends FacetItem>(items: T[]) =>
      displayFacetItems('make', items, { certifiedOnlySite, stockCount, countCap }),
    [certifiedOnlySite, stockCount, countCap],
  );
  const makes = useRefinementList({ attribute: 'make', limit: facetLimit('make') ?? 100, transformItems });
  // make_model feeds the sub-lists: modelsOfMake merges, orders, limits and labels them.
  const models = useRefinementList({ attribute: 'make_model', limit: facetLimit('make_model') ?? 250 });
  const { setIndexUiState } = useInstantSearch();
  const [expanded, setExpanded] = useState(false);
  const [openMakes, setOpenMakes] = useState<string[]>(() => initialOpenMakes(models.items));
  const id = useId();

  // A model refined from outside (a /search/toyota/corolla link, back button) opens its make's sub-list.
  const refinedModels = models.items.filter((item) => item.isRefined).map((item) => item.value);
  const refinedKey = refinedModels.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the refined models change
  useEffect(() => {
    const wanted = initialOpenMakes(models.items);
    setOpenMakes((open) =>
      wanted.reduce((list, make) => (list.includes(make) ? list : toggleModelSubList(list, make)), open),
    );
  }, [refinedKey]);

  if (makes.items.length === 0) return null;
  const view = makeListView(makes.items, models.items, {
    expanded,
    openMakes,
    collapsedCount: config.makeListCollapsedCount,
  });

  const toggleMake = (item: FacetItem) => {
    if (!item.isRefined) {
      makes.refine(item.value);
      return;
    }
    const dropped = modelRefinementsOfMake(item.value, refinedModels);
    setIndexUiState((previous) => {
      const lists = previous.refinementList ?? {};
      return {
        ...previous,
        refinementList: {
          ...lists,
          make: (lists['make'] ?? []).filter((make) => make !== item.value),
          make_model: (lists['make_model'] ?? []).filter((model) => !dropped.includes(model)),
        },
        page: undefined,
      };
    });
  };

  return (
    <fieldset className="refinement make-list">
      <legend>Make</legend>
      <div id={`${id}-makes`}>
        {groupRows(view.rows).map((group, index) => (
          <div key={group.label || index}>
            <p className="list-header" id={`${id}-group-${index}`}>
              {group.label}
            </p>
            <ul aria-labelledby={`${id}-group-${index}`}>
              {group.rows.map(({ item, models: subList }) => (
                <li key={item.value}>
                  <FacetCheckbox
                    checked={item.isRefined}
                    onChange={() => toggleMake(item)}
                    label={item.label}
                    count={item.count}
                  />
                  {subList && (
                    <ModelSubList
                      id={`${id}-models-${item.value}`}
                      make={item.label}
                      toggleLabel={subList.toggleLabel}
                      open={subList.open}
                      onToggle={() => setOpenMakes((open) => toggleModelSubList(open, item.value))}
                    >
                      {subList.items.map((model) => (
                        <li key={model.value}>
                          <FacetCheckbox
                            checked={model.isRefined}
                            onChange={() => models.refine(model.value)}
                            label={model.label}
                            count={model.count}
                          />
                        </li>
                      ))}
                    </ModelSubList>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {view.toggleLabel && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={`${id}-makes`}
          onClick={() => setExpanded(!expanded)}
        >
          {view.toggleLabel}
        </button>
      )}
    </fieldset>
  );
}

function ModelSubList(props: {
  id: string;
  make: string;
  toggleLabel: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const listId = props.id.replace(/[^\w-]/g, '_');
  return (
    <div className="model-sub-list">
      {/* The button says exactly 'Select models' / 'Hide' (SRCH-15); which make's models is its description. */}
      <button
        type="button"
        className="link-button"
        aria-expanded={props.open}
        aria-controls={listId}
        aria-describedby={`${listId}-make`}
        onClick={props.onToggle}
      >
        {props.toggleLabel}
      </button>
      <span id={`${listId}-make`} className="visually-hidden">
        {props.make} models
      </span>
      <ul id={listId} aria-label={`${props.make} models`} hidden={!props.open}>
        {props.children}
      </ul>
    </div>
  );
}
