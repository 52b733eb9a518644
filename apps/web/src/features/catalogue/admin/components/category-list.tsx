import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { AdminCategory } from '../api/catalogue-admin-calls.ts';
import styles from './catalogue.module.css';

type Props = {
  categories: AdminCategory[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onEdit: (category: AdminCategory) => void;
  /** The ids in their new order (drag, or the up/down buttons). */
  onReorder: (ids: string[]) => void;
};

/** The menu's categories in order: drag by the handle (mouse, touch or keyboard) or use ↑/↓. */
export function CategoryList({ categories, selected, onSelect, onEdit, onReorder }: Props) {
  const { t } = useTranslation('backoffice-catalogue');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = categories.map((c) => c._id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('categories.dragInstructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={t('categories.title')}>
          <li>
            <button
              type="button"
              className={styles.categoryRow}
              data-selected={selected === null}
              style={{ width: '100%', cursor: 'pointer', font: 'inherit', padding: '10px 12px' }}
              onClick={() => onSelect(null)}
            >
              {t('categories.all')}
            </button>
          </li>
          {categories.map((category, index) => (
            <Row
              key={category._id}
              category={category}
              selected={selected === category._id}
              first={index === 0}
              last={index === categories.length - 1}
              onSelect={() => onSelect(category._id)}
              onEdit={() => onEdit(category)}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function Row(props: {
  category: AdminCategory;
  selected: boolean;
  first: boolean;
  last: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onUp: () => void;
  onDown: () => void;
}) {
  const { t } = useTranslation('backoffice-catalogue');
  const { category } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: category._id,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.categoryRow}
      data-selected={props.selected}
      data-dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        aria-label={t('categories.drag', { name: category.name })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <button type="button" className={styles.categoryName} onClick={props.onSelect} aria-pressed={props.selected}>
        {category.name}
      </button>
      {!category.active && <span className={`${styles.badge} ${styles.badgeOff}`}>{t('categories.off')}</span>}
      <span className={styles.badge} title={t('categories.count', { count: category.product_count })}>
        {category.product_count}
      </span>
      <IconButton label={t('categories.up', { name: category.name })} disabled={props.first} onClick={props.onUp}>
        ↑
      </IconButton>
      <IconButton label={t('categories.down', { name: category.name })} disabled={props.last} onClick={props.onDown}>
        ↓
      </IconButton>
      <IconButton label={t('categories.edit', { name: category.name })} onClick={props.onEdit}>
        ✎
      </IconButton>
    </li>
  );
}

/** A row's one-glyph action (move up, move down, edit), named for screen readers. */
function IconButton(props: { label: string; disabled?: boolean; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.children}
    </button>
  );
}
