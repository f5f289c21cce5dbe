'use client'

import type React from 'react'
import { useId, useRef } from 'react'
import styled from 'styled-components'

import { adminTheme } from './adminTheme'

export type TabItem<K extends string> = { key: K; label: string; count?: number }

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${adminTheme.border};
  margin-bottom: 1.25rem;
  @media (max-width: 640px) {
    /* On a phone the tabs wrap; pills read better than underlines broken over two rows. */
    gap: 0.5rem;
    border-bottom: none;
  }
`

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: 0.5rem 0.9rem;
  border: none;
  border-bottom: 3px solid ${({ $selected }) => ($selected ? adminTheme.primary : 'transparent')};
  background: transparent;
  color: ${({ $selected }) => ($selected ? adminTheme.primary : adminTheme.muted)};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    color: ${adminTheme.text};
  }
  @media (max-width: 640px) {
    border: 1px solid ${({ $selected }) => ($selected ? adminTheme.primary : adminTheme.border)};
    border-radius: 999px;
    background: ${({ $selected }) => ($selected ? adminTheme.tones.blue.background : adminTheme.surface)};
    color: ${({ $selected }) => ($selected ? adminTheme.tones.blue.text : adminTheme.text)};
  }
`

const Count = styled.span`
  display: inline-block;
  min-width: 1.6rem;
  margin-left: 0.4rem;
  padding: 0 0.45rem;
  border-radius: 999px;
  background: #e5e7eb;
  color: ${adminTheme.text};
  font-size: 0.8rem;
  font-weight: 600;
  text-align: center;
`

type TabsProps<K extends string> = {
  label: string
  tabs: TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  children: React.ReactNode
}

/** WAI-ARIA tabs: one tab stop, arrow keys move between tabs, the panel names its tab. */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<K>) {
  const baseId = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})

  const move = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    onSelect(tabs[next].key)
    refs.current[tabs[next].key]?.focus()
  }

  return (
    <>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected
          return (
            <Tab
              key={tab.key}
              ref={(element) => {
                refs.current[tab.key] = element
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.label}
              {tab.count !== undefined && <Count>{tab.count}</Count>}
            </Tab>
          )
        })}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {children}
      </div>
    </>
  )
}
