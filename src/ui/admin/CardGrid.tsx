'use client'

import styled from 'styled-components'

import { adminTheme } from './adminTheme'

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  overflow: hidden;
  min-width: 0;
`

export const CardImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: #e5e7eb;
`

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  padding: 1rem;
  flex: 1;
  min-width: 0;
  h2,
  h3 {
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`

export const CardMeta = styled.p`
  margin: 0;
  color: ${adminTheme.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`

/** Descriptions clamped to a number of lines (spec: 3, ministries 4). */
export const Clamped = styled.p<{ $lines: number }>`
  margin: 0;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  overflow-wrap: anywhere;
`

export const CardActions = styled.div`
  display: flex;
  gap: 0.5rem;
  padding: 0 1rem 1rem;
  flex-wrap: wrap;
`

export const EmptyState = styled.div`
  text-align: center;
  padding: 3rem 1rem;
  background: ${adminTheme.surface};
  border: 1px dashed ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  h2 {
    font-size: 1.2rem;
    margin-bottom: 0.5rem;
  }
  p {
    margin: 0 0 1rem;
    color: ${adminTheme.muted};
  }
`

export const Panel = styled.section`
  background: ${adminTheme.surface};
  border: 1px solid ${adminTheme.border};
  border-radius: ${adminTheme.radius};
  box-shadow: ${adminTheme.shadow};
  padding: 1.25rem;
`
