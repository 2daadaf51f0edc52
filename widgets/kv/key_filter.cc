#include "widgets/kv/key_filter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include "widgets/kv/key_list_view.h"
#include "widgets/kv/kv_session.h"
#include "widgets/kv/search_results_model.h"

namespace wr::gui {

KeyFilter::KeyFilter(KvSession* session, KeyListView* list, QWidget* parent)
    : QWidget(parent),
      model_(new SearchResultsModel(session, this)),
      mode_(new QComboBox(this)),
      text_(new QLineEdit(this)),
      stack_(new QStackedWidget(this)),
      view_(new QTableView(this)),
      typing_(new QTimer(this)) {
    mode_->addItem(tr("containing"), int(SearchSpec::Mode::Contains));
    mode_->addItem(tr("starting with"), int(SearchSpec::Mode::Prefix));
    mode_->addItem(tr("matching the regex"), int(SearchSpec::Mode::RegularExpression));
    text_->setClearButtonEnabled(true);
    text_->setPlaceholderText(tr("Filter the keys"));
    text_->setToolTip(tr("Lists only the keys that match, found by a pass over the store. Type \\xNN for any byte."));
    view_->setModel(model_);
    stack_->addWidget(list);
    stack_->addWidget(view_);
    typing_->setSingleShot(true);
    typing_->setInterval(kTypingPauseMs);

    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("F&ilter keys"), this);
    label->setBuddy(text_);
    row->addWidget(label);
    row->addWidget(mode_);
    row->addWidget(text_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(stack_, 1);

    connect(text_, &QLineEdit::textChanged, typing_, qOverload<>(&QTimer::start));
    connect(text_, &QLineEdit::returnPressed, this, &KeyFilter::apply);
    connect(mode_, &QComboBox::currentIndexChanged, this, &KeyFilter::apply);
    connect(typing_, &QTimer::timeout, this, &KeyFilter::apply);
    connect(model_, &SearchResultsModel::progress, this, &KeyFilter::showProgress);
    connect(model_, &SearchResultsModel::finished, this, &KeyFilter::showProgress);
    // The store opened again (Refresh, Writable): the filter runs over it again.
    connect(session, &KvSession::opened, this, [this] {
        if (isFiltering()) apply();
    });
}

bool KeyFilter::isFiltering() const { return stack_->currentWidget() == view_; }

void KeyFilter::setFilter(SearchSpec::Mode mode, const QString& text) {
    const QSignalBlocker blockMode(mode_);
    const QSignalBlocker blockText(text_);
    mode_->setCurrentIndex(mode_->findData(int(mode)));
    text_->setText(text);
    apply();
}

QString KeyFilter::statusText() const { return isFiltering() ? status_ : QString(); }

void KeyFilter::apply() {
    typing_->stop();
    if (text_->text().isEmpty()) {
        model_->clear();
        stack_->setCurrentIndex(0);
        status_.clear();
        emit statusChanged();
        return;
    }
    SearchSpec spec;
    spec.mode = SearchSpec::Mode(mode_->currentData().toInt());
    spec.pattern = text_->text();
    stack_->setCurrentWidget(view_);
    const QString problem = model_->start(spec);
    status_ = problem;
    if (problem.isEmpty()) showProgress();
    emit statusChanged();
}

void KeyFilter::showProgress() {
    const QLocale locale;
    const quint64 matched = quint64(model_->rowCount());
    if (model_->isRunning()) {
        status_ = tr("Filtering… matching so far: %1.").arg(locale.toString(matched));
    } else if (!model_->summary().error.isEmpty()) {
        status_ = model_->summary().error;
    } else {
        const SearchSummary& summary = model_->summary();
        status_ = (summary.cancelled || summary.truncated ? tr("Stopped: %1 of %2 keys looked at match the filter.")
                                                          : tr("Matching the filter: %1 of %2 keys."))
                      .arg(locale.toString(matched), locale.toString(summary.scanned));
    }
    emit statusChanged();
}

}  // namespace wr::gui
