import { FUNNEL_STAGES, type FunnelStage } from '@app/domain/sales-funnel/rules';
import { formatPhone } from '@app/domain/users/rules';
import { type DragEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import type { Lead } from '../api/sales-funnel-calls.ts';
import { leadAge } from '../lib/lead-age.ts';
import styles from './sales-funnel.module.css';

/**
 * The four columns of the funnel. Desktop: drag a card to another column. Every width: the card's
 * move menu (the only way on a phone). Moving to 'lost' asks for a reason (the parent opens the lead).
 */
export function FunnelBoard({
  leads,
  onMove,
  onOpen,
}: {
  leads: Lead[];
  onMove: (lead: Lead, stage: FunnelStage) => void;
  onOpen: (lead: Lead) => void;
}) {
  const { t } = useTranslation('sales-funnel');
  const [over, setOver] = useState<FunnelStage | null>(null);
  const drop = (stage: FunnelStage) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const lead = leads.find((l) => l._id === e.dataTransfer.getData('text/plain'));
    if (lead && lead.stage !== stage) onMove(lead, stage);
  };
  return (
    <div className={styles.board}>
      {FUNNEL_STAGES.map((stage) => {
        const column = leads.filter((l) => l.stage === stage);
        return (
          <section
            key={stage}
            className={[styles.column, over === stage ? styles.columnOver : ''].join(' ')}
            aria-label={t(`stage.${stage}`)}
            data-stage={stage}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(stage);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={drop(stage)}
          >
            <h2 className={styles.columnTitle}>
              {t(`stage.${stage}`)} <span className={styles.count}>{column.length}</span>
            </h2>
            {column.length === 0 && <p className={styles.empty}>{t('board.empty')}</p>}
            {column.map((lead) => (
              <LeadCard key={lead._id} lead={lead} onMove={onMove} onOpen={onOpen} />
            ))}
          </section>
        );
      })}
    </div>
  );
}

function LeadCard({
  lead,
  onMove,
  onOpen,
}: {
  lead: Lead;
  onMove: (lead: Lead, stage: FunnelStage) => void;
  onOpen: (lead: Lead) => void;
}) {
  const { t } = useTranslation('sales-funnel');
  const age = leadAge(lead.created);
  return (
    <article
      className={styles.card}
      draggable
      data-lead={lead._id}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', lead._id);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <button type="button" className={styles.cardName} onClick={() => onOpen(lead)}>
        {lead.name}
      </button>
      {lead.phone && <span className={styles.cardLine}>{formatPhone(lead.phone)}</span>}
      <span className={styles.tags}>
        {lead.campaign_name && <span className={styles.tag}>{lead.campaign_name}</span>}
        {lead.contact_type_name && <span className={styles.tagSoft}>{lead.contact_type_name}</span>}
      </span>
      {lead.stage === 'lost' && lead.cancellation_reason_name && (
        <span className={styles.cardLine}>{lead.cancellation_reason_name}</span>
      )}
      <span className={styles.cardFoot}>
        <span className={styles.age}>{t(age.key, { count: age.count })}</span>
        <select
          className={styles.move}
          aria-label={t('board.moveLabel', { lead: lead.name })}
          value={lead.stage}
          onChange={(e) => onMove(lead, e.target.value as FunnelStage)}
        >
          {FUNNEL_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`stage.${s}`)}
            </option>
          ))}
        </select>
      </span>
    </article>
  );
}
