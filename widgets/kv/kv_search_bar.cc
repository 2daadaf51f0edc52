#include "widgets/kv/kv_search_bar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/inspector/printable_text.h"

namespace wr::gui {

KvSearchBar::KvSearchBar(QWidget* parent)
    : QWidget(parent),
      target_(new QComboBox(this)),
      mode_(new QComboBox(this)),
      pattern_(new QLineEdit(this)),
      caseSensitive_(new QCheckBox(tr("Match &case"), this)),
      scope_(new QLineEdit(this)),
      button_(new QPushButton(this)),
      recent_(new QToolButton(this)),
      status_(new QLabel(this)) {
    target_->addItem(tr("Keys"), int(SearchSpec::Target::Keys));
    target_->addItem(tr("Values"), int(SearchSpec::Target::Values));
    mode_->addItem(tr("starting with"), int(SearchSpec::Mode::Prefix));
    mode_->addItem(tr("containing"), int(SearchSpec::Mode::Contains));
    mode_->addItem(tr("matching the regex"), int(SearchSpec::Mode::RegularExpression));
    pattern_->setClearButtonEnabled(true);
    pattern_->setPlaceholderText(tr("user/42/  or  ^tweet:\\d+7$"));
    pattern_->setToolTip(tr("Type \\xNN for any byte and \\\\ for a backslash in a prefix."));
    recent_->setArrowType(Qt::DownArrow);
    recent_->setToolTip(tr("Recent searches"));
    recent_->setPopupMode(QToolButton::InstantPopup);
    recent_->setMenu(new QMenu(recent_));
    caseSensitive_->setChecked(true);
    scope_->setPlaceholderText(tr("the whole store"));
    scope_->setToolTip(tr("Search only keys that start with this prefix (a subtree such as user/42/)."));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    status_->hide();

    auto* pattern = new QHBoxLayout;
    pattern->addWidget(pattern_, 1);
    pattern->addWidget(recent_);
    pattern->addWidget(button_);
    auto* how = new QHBoxLayout;
    how->addWidget(new QLabel(tr("Find"), this));
    how->addWidget(target_);
    how->addWidget(mode_);
    how->addWidget(caseSensitive_);
    how->addStretch(1);
    auto* where = new QHBoxLayout;
    where->addWidget(new QLabel(tr("within keys starting with"), this));
    where->addWidget(scope_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(pattern);
    layout->addLayout(how);
    layout->addLayout(where);
    layout->addWidget(status_);

    connect(button_, &QPushButton::clicked, this, &KvSearchBar::onButton);
    connect(pattern_, &QLineEdit::returnPressed, this, &KvSearchBar::onButton);
    connect(scope_, &QLineEdit::returnPressed, this, &KvSearchBar::onButton);
    connect(pattern_, &QLineEdit::textChanged, this, &KvSearchBar::checkPattern);
    connect(mode_, &QComboBox::currentIndexChanged, this, &KvSearchBar::checkPattern);
    connect(caseSensitive_, &QCheckBox::toggled, this, &KvSearchBar::checkPattern);
    connect(recent_->menu(), &QMenu::aboutToShow, this, &KvSearchBar::showRecent);
    setRunning(false);
}

SearchSpec KvSearchBar::spec() const {
    SearchSpec spec;
    spec.target = SearchSpec::Target(target_->currentData().toInt());
    spec.mode = SearchSpec::Mode(mode_->currentData().toInt());
    spec.pattern = pattern_->text();
    spec.scope = unescapeBytes(scope_->text());
    spec.caseSensitive = caseSensitive_->isChecked();
    return spec;
}

void KvSearchBar::setSpec(const SearchSpec& spec) {
    target_->setCurrentIndex(target_->findData(int(spec.target)));
    mode_->setCurrentIndex(mode_->findData(int(spec.mode)));
    pattern_->setText(spec.pattern);
    scope_->setText(escapeBytes(spec.scope));
    caseSensitive_->setChecked(spec.caseSensitive);
}

void KvSearchBar::setRunning(bool running) {
    running_ = running;
    button_->setText(running ? tr("&Stop") : tr("&Search"));
}

void KvSearchBar::onButton() {
    if (running_) {
        emit stopRequested();
    } else {
        remember(pattern_->text());
        emit searchRequested(spec());
    }
}

QStringList KvSearchBar::recentPatterns() {
    return QSettings().value(QStringLiteral("kvSearch/recentPatterns")).toStringList();
}

void KvSearchBar::remember(const QString& pattern) {
    if (pattern.isEmpty()) return;
    QStringList patterns = recentPatterns();
    patterns.removeAll(pattern);
    patterns.prepend(pattern);
    QSettings().setValue(QStringLiteral("kvSearch/recentPatterns"), patterns.mid(0, kRecentPatterns));
}

void KvSearchBar::showRecent() {
    QMenu* menu = recent_->menu();
    menu->clear();
    const QStringList patterns = recentPatterns();
    if (patterns.isEmpty()) menu->addAction(tr("No recent searches"))->setEnabled(false);
    for (const QString& pattern : patterns) {
        // The text is the pattern itself: an & in it stays an &, not a mnemonic.
        QAction* action = menu->addAction(QString(pattern).replace(QLatin1Char('&'), QLatin1String("&&")));
        connect(action, &QAction::triggered, this, [this, pattern] { pattern_->setText(pattern); });
    }
}

void KvSearchBar::checkPattern() {
    // A regular expression is checked as it is typed; prefixes are always valid.
    const QString problem = pattern_->text().isEmpty() ? QString() : KeySearch(spec()).problem();
    pattern_->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 1px solid #c01c28; }"));
    showProblem(problem);
}

void KvSearchBar::showProgress(quint64 scanned, quint64 matched) {
    const QLocale locale;
    showStatus(tr("Searching… %Ln key(s) scanned, %1 found", nullptr, int(scanned)).arg(locale.toString(matched)),
               false);
}

void KvSearchBar::showSummary(const SearchSummary& summary) {
    const QLocale locale;
    QString text;
    if (!summary.error.isEmpty()) {
        showProblem(summary.error);
        return;
    }
    const QString time = summary.millis < 1000
                             ? tr("%1 ms").arg(summary.millis)
                             : tr("%1 s").arg(locale.toString(double(summary.millis) / 1000.0, 'f', 1));
    const QString counts = tr("%1 found among %Ln key(s) in %2", nullptr, int(summary.scanned))
                               .arg(locale.toString(summary.matched), time);
    if (summary.cancelled) {
        text = tr("Stopped: %1.").arg(counts);
    } else if (summary.truncated) {
        text = tr("Stopped at the first %1 matches: %2.").arg(locale.toString(summary.matched), counts);
    } else {
        text = tr("Done: %1.").arg(counts);
    }
    if (summary.unreadable > 0) {
        text += QLatin1Char(' ') +
                tr("%Ln value(s) could not be read (%1).", nullptr, int(summary.unreadable)).arg(summary.readError);
    }
    showStatus(text, false);
}

void KvSearchBar::showProblem(const QString& problem) { showStatus(problem, true); }

QString KvSearchBar::statusText() const { return status_->text(); }

void KvSearchBar::showStatus(const QString& text, bool problem) {
    status_->setStyleSheet(problem ? QStringLiteral("color: #c01c28;") : QString());
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
}

void KvSearchBar::focusPattern() {
    pattern_->setFocus(Qt::ShortcutFocusReason);
    pattern_->selectAll();
}

}  // namespace wr::gui
