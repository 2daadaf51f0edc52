// How a row of the registry views stands against the staged changes, and how
// it is drawn so that the user sees at a glance what Write Changes will do:
// staged rows in italics and in colour, deleted ones struck through, every one
// with a tooltip that says what is pending.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <QVariant>

namespace wr::gui {

enum class ChangeState { Unchanged, Added, Modified, Renamed, Deleted };

// The Qt::FontRole, Qt::ForegroundRole and Qt::ToolTipRole data of a row in
// `state`; an invalid QVariant for an unchanged row. `was` is the name a
// renamed row had.
QVariant changeFont(ChangeState state);
QVariant changeForeground(ChangeState state);
QString changeNote(ChangeState state, const QString& was = {});

}  // namespace wr::gui
